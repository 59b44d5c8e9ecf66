/** H4's finance routes (issue 17): other expenses with the project page's money, and other income. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerIncomeRoutes } from './income';
import { registerOtherFeeRoutes } from './otherFee';

export function registerFinanceExpenseRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOtherFeeRoutes(app, ctx);
  registerIncomeRoutes(app, ctx);
}
