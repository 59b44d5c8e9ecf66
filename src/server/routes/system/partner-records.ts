import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerBankCardRoutes } from './bank-cards';
import { registerBizRecordRoutes } from './biz-record';

/** An organisation's own records about the companies it pays and deals with: bank cards and other companies. */
export function registerPartnerRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerBizRecordRoutes(app, ctx);
  registerBankCardRoutes(app, ctx);
}
