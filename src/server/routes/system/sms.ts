import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { smsCodeRequestSchema } from '@shared/domain/auth';
import { isPublicSmsPurpose, sendSmsCode } from '../../auth/sms-codes';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { registerSmsConfigRoutes } from './sms-configs';

/** GET sms/endpoint/send-code?phone=&smsCode=login: the code goes to the server's stdout. Public, except for `change`. */
export function registerSmsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    endpoints.sendSmsCode,
    async (req) => {
      const { phone, smsCode } = parseInput(smsCodeRequestSchema, req.query);
      // A phone change is asked for by a signed-in person, who alone may learn that a number is taken.
      if (!isPublicSmsPurpose(smsCode)) await authenticate(ctx, req);
      await sendSmsCode(ctx, phone, smsCode, req.ip);
      return null;
    },
    { public: true },
  );
  registerSmsConfigRoutes(app, ctx);
}
