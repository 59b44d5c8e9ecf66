import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import type { JoinStatus, OrgCategory, OrgPost } from '@shared/domain/organisation';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { postsOfUser } from '../../repositories/posts';
import { rolesOfTenant } from '../../repositories/roles';

/** GET client/user-biz-list: every post of the signed-in person, for the organisation switcher. */
export function registerUserOrgRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.userOrgs, async (req): Promise<OrgPost[]> => {
    const posts = await postsOfUser(ctx.db, callerOf(req).userId);
    const tenants = [...new Set(posts.map((p) => p.tenant_id))];
    const roleNames = new Map<string, string>();
    for (const tenantId of tenants) {
      for (const role of await rolesOfTenant(ctx.db, tenantId)) roleNames.set(role.id, role.name);
    }
    return posts.map((p) => {
      const roleIds = p.role_ids.split(',').filter(Boolean);
      return {
        id: p.id,
        tenantId: p.tenant_id,
        deptId: p.dept_id,
        deptName: p.dept_name,
        orgCategory: p.category as OrgCategory,
        postName: p.post_name,
        roleId: roleIds.join(','),
        roleName: roleIds.map((id) => roleNames.get(id) ?? '').filter(Boolean).join(','),
        logo: p.logo,
        joinStatus: p.join_status as JoinStatus,
      };
    });
  });
}
