import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { smsCodeRequestSchema } from '@shared/domain/auth';
import { sendSmsCode } from '../../auth/sms-codes';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';

/** GET sms/endpoint/send-code?phone=&smsCode=login: the code goes to the server's stdout. */
export function registerSmsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    endpoints.sendSmsCode,
    async (req) => {
      const { phone, smsCode } = parseInput(smsCodeRequestSchema, req.query);
      await sendSmsCode(ctx, phone, smsCode);
      return null;
    },
    { public: true },
  );
}
