import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { guestRegistrationSchema, REGISTRATION_MESSAGES } from '@shared/domain/registration';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { insertRegistration, pendingRegistration } from '../../repositories/registrations';
import { findTenant } from '../../repositories/tenants';
import { findUserByAccount } from '../../repositories/users';
import { registerEnterpriseRegistrationRoutes } from './enterprise-registration';

/**
 * POST user/register-guest: a third-party account applies to join an organisation. The application
 * waits (status pending) until an administrator approves it; nobody can sign in with it before.
 * Reachable without a session, as the person has none yet.
 */
export function registerGuestRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    endpoints.registerGuest,
    async (req) => {
      const input = parseInput(guestRegistrationSchema, req.body);
      const tenant = await findTenant(ctx.db, input.tenantId);
      if (!tenant || tenant.status !== 1) throw badRequest(AUTH_MESSAGES.tenantUnknown);
      if (await findUserByAccount(ctx.db, input.account)) throw badRequest(REGISTRATION_MESSAGES.accountTaken);
      if (await pendingRegistration(ctx.db, input.account)) throw badRequest(REGISTRATION_MESSAGES.applicationPending);
      await insertRegistration(ctx.db, {
        id: newId(),
        tenant_id: input.tenantId,
        account: input.account,
        name: input.name,
        password_hash: await hashPassword(input.password, ctx.config.scryptLogN),
        status: 'pending',
        create_time: timestamp(),
      });
      return null;
    },
    { public: true },
  );
  // Both kinds of application are decided in one approval list (issue 13).
  registerEnterpriseRegistrationRoutes(app, ctx);
}
