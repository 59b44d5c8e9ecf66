import type { FastifyInstance } from 'fastify';
import { importEndpoints } from '@shared/api/importEndpoints';
import { EXCEL_MESSAGES, importRowsSchema, type ImportReport } from '@shared/domain/excel';
import { EXCEL_ROW_MESSAGES, rowRuleMessagesOf, splitCell } from '@shared/domain/excelRows';
import { addMemberSchema, MEMBER_MESSAGES, type AddMember } from '@shared/domain/member';
import { MEMBER_EXCEL_MESSAGES, MEMBER_IMPORT_KEYS } from '@shared/domain/memberExcel';
import { USER_EXCEL_MESSAGES } from '@shared/domain/userExcel';
import { MEMBER_BUTTONS } from '@shared/domain/organisationButtons';
import { REGION_ROOT } from '@shared/domain/region';
import { initialPasswordHash } from '../../auth/initial-password';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { LOCKS, serialise } from '../../db/locks';
import { importAllOrNothing, markRepeats } from '../../excel/allOrNothing';
import { RegionNames } from '../../excel/regionNames';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { deptsOfTenant } from '../../repositories/depts';
import { jobPostsOfTenant } from '../../repositories/jobPosts';
import { rolesOfTenant } from '../../repositories/roles';
import { addMemberWithin } from './member-writes';

/** Names keyed to the organisation's ids; a department name two departments share is ambiguous. */
interface Names {
  depts: Map<string, string[]>;
  posts: Map<string, string>;
  roles: Map<string, string>;
}

/** The phones of people already members (JOINED or frozen) of the organisation: add user refuses them. */
async function joinedPhones(db: Executor, tenantId: string, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .selectFrom('post')
    .innerJoin('app_user', 'app_user.id', 'post.user_id')
    .select('app_user.phone')
    .where('post.tenant_id', '=', tenantId)
    .where('post.join_status', 'in', ['JOINED', 'LOCK'])
    .where('app_user.phone', 'in', phones)
    .execute();
  return new Set(rows.map((r) => r.phone));
}

/**
 * POST member/import (issue 18): members of an .xlsx, each what 添加用户 makes. The row's department,
 * job post and roles are names turned into the organisation's ids (an unknown one says what the form's
 * route says), its region by name; then addMemberSchema (the form's and the route's) checks the row,
 * a phone twice in the file is refused, and each row is added as the form adds one (a new phone gets
 * an account with the initial password; a person already a member is refused; the account quota
 * counts the file's earlier rows). One bad row and none is imported.
 */
export function registerMemberImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, importEndpoints.memberImport, async (req): Promise<ImportReport> => {
    const caller = callerOf(req);
    await requireButton(ctx.db, caller, MEMBER_BUTTONS.import);
    const { rows } = parseInput(importRowsSchema, req.body);
    // One hash for the file, as user/import: every new account starts with the same password.
    const hash = initialPasswordHash(ctx);
    hash.catch(() => undefined);
    const report = await importAllOrNothing(ctx.db, rows, async (trx, errors) => {
      await serialise(trx, LOCKS.accounts);
      const depts = new Map<string, string[]>();
      for (const d of await deptsOfTenant(trx, caller.tenantId)) depts.set(d.name, [...(depts.get(d.name) ?? []), d.id]);
      const names: Names = {
        depts,
        posts: new Map((await jobPostsOfTenant(trx, caller.tenantId)).map((p) => [p.post_name, p.id])),
        roles: new Map((await rolesOfTenant(trx, caller.tenantId)).map((r) => [r.name, r.id])),
      };
      const regions = new RegionNames(trx);
      const checked: { row: number; value: AddMember }[] = [];
      for (const { row, values } of rows) {
        const own: string[] = [];
        const regionText = values.areaCode?.trim() ?? '';
        const areaCode = regionText ? await regions.codeOf(regionText) : '';
        if (areaCode === null) own.push(EXCEL_ROW_MESSAGES.regionUnknown);
        const deptName = values.deptName?.trim() ?? '';
        const deptIds = deptName ? (names.depts.get(deptName) ?? []) : [];
        if (deptName && deptIds.length === 0) own.push(MEMBER_MESSAGES.deptUnknown);
        if (deptIds.length > 1) own.push(MEMBER_EXCEL_MESSAGES.deptAmbiguous);
        const postName = values.postName?.trim() ?? '';
        const postId = postName ? names.posts.get(postName) : '';
        if (postId === undefined) own.push(MEMBER_MESSAGES.jobPostUnknown);
        const roleIds = splitCell(values.roleNames).map((n) => names.roles.get(n));
        if (roleIds.some((id) => !id)) own.push(MEMBER_MESSAGES.roleUnknown);
        // Names that stand for nothing have their own words above; the schema checks the rest with stand-ins.
        const input = {
          phone: values.phone,
          realName: values.realName,
          sex: values.sex,
          areaCode: areaCode ?? REGION_ROOT,
          postId: postId ?? '',
          roleIds: roleIds.map((id) => id ?? '0'),
          deptId: deptIds.length > 0 ? deptIds[0] : deptName ? '0' : '',
        };
        const { row: value, messages } = rowRuleMessagesOf(addMemberSchema, MEMBER_IMPORT_KEYS.map((k) => ({ postName: 'postId', roleNames: 'roleIds', deptName: 'deptId' })[k as string] ?? k), input);
        for (const m of [...messages, ...own]) errors.add(row, m);
        if (value && own.length === 0) checked.push({ row, value });
      }
      markRepeats(checked.map((c) => ({ row: c.row, value: c.value.phone })), (p) => p, USER_EXCEL_MESSAGES.phoneRepeated, errors);
      // Checked before any write, so a file with other bad rows names these too.
      const members = await joinedPhones(trx, caller.tenantId, checked.map((c) => c.value.phone));
      for (const c of checked) if (members.has(c.value.phone)) errors.add(c.row, MEMBER_MESSAGES.alreadyJoined);
      if (errors.any) return;
      for (const c of checked) {
        try {
          await addMemberWithin(trx, caller, c.value, hash);
        } catch (error) {
          // Already a member, or the organisation's account quota reached: this row's fault, reported.
          if (!(error instanceof HttpError)) throw error;
          errors.add(c.row, error.message);
        }
      }
    });
    req.successMessage = report.errors.length ? EXCEL_MESSAGES.importRefused : EXCEL_MESSAGES.imported;
    return report;
  });
}
