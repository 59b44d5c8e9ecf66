import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAgreementTextRoutes } from './agreement-texts';
import { registerExpertCertRoutes } from './expert-cert';
import { registerInviteRoutes } from './invites';
import { registerMemberApprovalRoutes } from './member-approvals';
import { registerProfileRoutes } from './personal-profile';

/** Every call of the personal centre (spec 1 §2 /info/*). */
export function registerPersonalCentreRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerProfileRoutes(app, ctx);
  registerExpertCertRoutes(app, ctx);
  registerInviteRoutes(app, ctx);
  registerMemberApprovalRoutes(app, ctx);
  registerAgreementTextRoutes(app, ctx);
}
