/** Payment requests (party B) and payments (the payer), issue 17: registered together. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerPaymentRequestRoutes } from './paymentRequests';
import { registerPaymentRoutes } from './payments';

export function registerFinancePaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerPaymentRequestRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
}
