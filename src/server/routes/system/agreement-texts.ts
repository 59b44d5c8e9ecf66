import type { FastifyInstance } from 'fastify';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { agreementCodeSchema, type AgreementTextCode } from '@shared/domain/agreementText';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { findAgreementText } from '../../repositories/agreement-texts';
import { cleanRichText } from '../../text/richText';

/** GET agreement/detailByCode: public, since a visitor reads the agreement before registering. */
export function registerAgreementTextRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    personalEndpoints.agreementText,
    async (req) => {
      const { code } = parseInput(agreementCodeSchema, req.query);
      const row = await findAgreementText(ctx.db, code);
      if (!row) throw new HttpError(404, MESSAGES.notFound);
      return { code: row.code as AgreementTextCode, title: row.title, content: cleanRichText(row.content), updateTime: row.update_time };
    },
    { public: true },
  );
}
