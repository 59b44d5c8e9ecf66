import { initialPasswordHash } from '../../auth/initial-password';
import { LOCKS, serialise } from '../../db/locks';
import type { FastifyInstance } from 'fastify';
import { userExcelEndpoints } from '@shared/api/userExcelEndpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { EXCEL_MESSAGES, importRowsSchema, type ImportReport } from '@shared/domain/excel';
import { USER_ADMIN_BUTTONS } from '@shared/domain/platformButtons';
import { rowRuleMessages, USER_EXCEL_MESSAGES, type UserImportRow } from '@shared/domain/userExcel';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { importAllOrNothing, markRepeats, type RowErrors } from '../../excel/allOrNothing';
import { requireButton, requireOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { assertAccountQuota } from '../../organisations/tenantLimits';
import { deptsOfTenant } from '../../repositories/depts';
import { jobPostsOfTenant } from '../../repositories/jobPosts';
import { insertPost } from '../../repositories/posts';
import { rolesOfTenant } from '../../repositories/roles';
import { existingTenants, insertImportedProfile, takenAccounts, takenPhones } from '../../repositories/userImport';
import { insertUser } from '../../repositories/users';

interface Checked {
  row: number;
  value: UserImportRow;
}

/** What a row's names stand for in its tenant: its department, job post and roles (ids). */
interface Resolved extends Checked {
  deptId: string;
  jobPostId: string;
  roleIds: string[];
}

/** Each tenant's departments, job posts and roles by name, read once per tenant of the file. */
async function resolveNames(db: Executor, rows: Checked[], errors: RowErrors): Promise<Resolved[]> {
  const tenants = await existingTenants(db, [...new Set(rows.map((r) => r.value.tenantId))]);
  const names = new Map<string, { depts: Map<string, string[]>; posts: Map<string, string>; roles: Map<string, string> }>();
  const resolved: Resolved[] = [];
  for (const r of rows) {
    const tenantId = r.value.tenantId;
    if (!tenants.has(tenantId)) {
      errors.add(r.row, AUTH_MESSAGES.tenantUnknown);
      continue;
    }
    let of = names.get(tenantId);
    if (!of) {
      const depts = new Map<string, string[]>();
      for (const d of await deptsOfTenant(db, tenantId)) depts.set(d.name, [...(depts.get(d.name) ?? []), d.id]);
      of = {
        depts,
        posts: new Map((await jobPostsOfTenant(db, tenantId)).map((p) => [p.post_name, p.id])),
        roles: new Map((await rolesOfTenant(db, tenantId)).map((role) => [role.name, role.id])),
      };
      names.set(tenantId, of);
    }
    const deptIds = of.depts.get(r.value.deptName) ?? [];
    if (deptIds.length === 0) errors.add(r.row, USER_EXCEL_MESSAGES.deptUnknown);
    if (deptIds.length > 1) errors.add(r.row, USER_EXCEL_MESSAGES.deptAmbiguous);
    const jobPostId = of.posts.get(r.value.postName);
    if (!jobPostId) errors.add(r.row, USER_EXCEL_MESSAGES.jobPostUnknown);
    const roleIds = r.value.roleNames.map((n) => of.roles.get(n));
    if (roleIds.some((id) => !id)) errors.add(r.row, USER_EXCEL_MESSAGES.roleUnknown);
    if (!errors.has(r.row)) resolved.push({ ...r, deptId: deptIds[0], jobPostId: jobPostId!, roleIds: roleIds as string[] });
  }
  return resolved;
}

/**
 * POST user/import (issue 14): the rows of an .xlsx the desktop core read, as JSON. Every row is
 * checked with the shared schema (userImportRowSchema), against the other rows (an account or phone
 * twice) and against the database (taken, unknown tenant, department, job post or role, the
 * tenant's account quota); one bad row and nothing of the file is imported. Each new account is a
 * person (app_user, profile) with a JOINED post in its tenant, holding the initial-password
 * parameter; without one, a password nobody knows (they sign in by SMS code or are reset).
 * Only the operator's administrator, holding the import button.
 */
export function registerUserImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    userExcelEndpoints.userImport,
    async (req): Promise<ImportReport> => {
      const caller = callerOf(req);
      await requireOperatorAdministrator(ctx.db, caller);
      await requireButton(ctx.db, caller, USER_ADMIN_BUTTONS.import);
      const { rows } = parseInput(importRowsSchema, req.body);
      // One hash for the file: scrypt per row would hold the request for minutes, and every imported
      // account starts with the same password anyway (the parameter's).
      const hash = initialPasswordHash(ctx);
      const report = await importAllOrNothing(ctx.db, rows, async (trx, errors) => {
        // Before the look-ups: an account added meanwhile by the form or another import is seen.
        await serialise(trx, LOCKS.accounts);
        const checked: Checked[] = [];
        for (const { row, values } of rows) {
          const { row: value, messages } = rowRuleMessages(values);
          for (const m of messages) errors.add(row, m);
          if (value) checked.push({ row, value });
        }
        markRepeats(checked.map((c) => ({ row: c.row, value: c.value.account })), (a) => a, USER_EXCEL_MESSAGES.accountRepeated, errors);
        markRepeats(checked.map((c) => ({ row: c.row, value: c.value.phone })), (p) => p, USER_EXCEL_MESSAGES.phoneRepeated, errors);
        const accounts = await takenAccounts(trx, checked.map((c) => c.value.account));
        const phones = await takenPhones(trx, checked.map((c) => c.value.phone));
        for (const c of checked) {
          if (accounts.has(c.value.account)) errors.add(c.row, USER_EXCEL_MESSAGES.accountTaken);
          if (phones.has(c.value.phone)) errors.add(c.row, USER_EXCEL_MESSAGES.phoneTaken);
        }
        const resolved = await resolveNames(trx, checked, errors);
        if (errors.any) return;
        const passwordHash = await hash;
        const now = timestamp();
        for (const r of resolved) {
          // Counted in the transaction, so the file's earlier rows already take their places.
          try {
            await assertAccountQuota(trx, r.value.tenantId);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            errors.add(r.row, error.message);
            continue;
          }
          const userId = newId();
          await insertUser(trx, { id: userId, account: r.value.account, phone: r.value.phone, real_name: r.value.realName, name: r.value.name, user_type: Number(r.value.userType), avatar: '', password_hash: passwordHash, failed_attempts: 0, locked_until: null, status: 1, create_time: now });
          await insertImportedProfile(trx, userId, r.value.email, now);
          await insertPost(trx, { id: newId(), user_id: userId, tenant_id: r.value.tenantId, dept_id: r.deptId, post_name: r.value.postName, role_ids: r.roleIds.join(','), join_status: 'JOINED', job_post_id: r.jobPostId, create_time: now, update_time: now, apply_time: null });
        }
      });
      req.successMessage = report.errors.length ? EXCEL_MESSAGES.importRefused : EXCEL_MESSAGES.imported;
      return report;
    },
  );
}
