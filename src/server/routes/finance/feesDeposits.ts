/** Issue 17 (H7): cooperation fees, bid deposits and their refunds, registered together. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCooperationFeeRoutes } from './cooperationFees';
import { registerDepositRefundRoutes } from './depositRefunds';
import { registerDepositRoutes } from './deposits';

export function registerFeeDepositRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCooperationFeeRoutes(app, ctx);
  registerDepositRoutes(app, ctx);
  registerDepositRefundRoutes(app, ctx);
}
