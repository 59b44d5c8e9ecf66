/**
 * contract-platform (spec 2 §7 "Platform contract"): platform, project-management and owner-allocated
 * contracts on the resource builder, under an owner contract of the caller's organisation. The
 * kind's own button codes are checked in the hooks (one endpoint serves three kinds); every rule
 * reading the owner contract's other rows runs after its lock (platformRows.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageOf } from '@shared/api/envelope';
import { contractPlatformEndpoints as e, type ContractStatusLogEntry } from '@shared/api/contractPlatformEndpoints';
import { CONTRACT_MESSAGES, contractStatusMachine, type ContractKind } from '@shared/domain/contract';
import { fromFen, toFen } from '@shared/domain/contractMoney';
import { PLATFORM_KINDS, platformContractSchema, platformKindFlag, platformModifySchema, platformOwnerQuerySchema, platformPageQuerySchema, type PlatformContractInput, type PlatformKind, type PlatformModifyInput } from '@shared/domain/contractPlatform';
import { subtractMoney } from '@shared/domain/money';
import { pageQuerySchema } from '@shared/domain/paging';
import type { AppContext } from '../../context';
import { OWNER_CONTRACT_PARENT } from '../../contracts/parent';
import { partyColumns, partyOf } from '../../contracts/parties';
import { refuseSignedRemoval } from '../../contracts/removable';
import { logContractStatus } from '../../contracts/statusLog';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { dayRange, equals, like, registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { callInput } from '../../http/resource/rows';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { BUTTONS_OF, checkPlatformWrite, enrichPlatform, ownerFigures, toPlatformContract, type PlatformRow, type Resolved } from './platformRows';

const ID = z.string().trim().regex(/^\d{1,32}$/, CONTRACT_MESSAGES.notFound);
/** The detail's {id}/{type}/{tenantId}: the type is one of the three kinds (or -1, any). */
const detailSchema = z.object({ id: ID, type: z.union([z.enum(PLATFORM_KINDS), z.literal('-1')], { error: CONTRACT_MESSAGES.notFound }) });
const statusLogQuerySchema = pageQuerySchema.extend({ recordId: ID });

export function registerContractPlatformRoutes(app: FastifyInstance, ctx: AppContext): void {
  // What each write's hook resolved (parties, scans), read by its toInsert / toUpdate in the same request.
  const resolved = new WeakMap<object, Resolved>();
  const scansOf = (input: object) => JSON.stringify(resolved.get(input)?.scans ?? []);
  const columns = (input: PlatformContractInput) => ({
    name: input.name,
    code: input.code,
    scale: input.scale,
    curr_contract_amount: toFen(input.currContractAmount),
    sign_date: input.signDate,
    scan_attach: scansOf(input),
    remark: input.remark,
  });

  registerResource<PlatformRow, ReturnType<typeof toPlatformContract>, PlatformContractInput>(app, ctx, {
    table: 'contract_platform',
    name: 'contract-platform',
    notFound: CONTRACT_MESSAGES.notFound,
    creator: 'name',
    columns: { createDept: true, updateTime: true },
    endpoints: { page: e.page, detail: e.detail, submit: e.submit, remove: e.remove },
    schemas: { page: platformPageQuerySchema, submit: platformContractSchema },
    parent: OWNER_CONTRACT_PARENT,
    filters: { type: equals('kind'), name: like('name'), statusContract: equals('status_contract'), createTime: dayRange('create_time') },
    sort: { columns: { createTime: 'create_time', signDate: 'sign_date' }, default: [['create_time', 'desc']] },
    toRecord: toPlatformContract,
    enrich: enrichPlatform,
    beforeWrite: async (trx, input, caller, existing) => {
      resolved.set(input, await checkPlatformWrite(trx, input, caller, existing));
    },
    toInsert: (input) => {
      const found = resolved.get(input);
      return {
        ...columns(input),
        kind: input.kind,
        contract_owner_id: input.contractOwnerId,
        ...partyColumns('jia', found?.partyJia),
        ...partyColumns('yi', found?.partyYi),
        status_contract: 1,
        status_time: timestamp(),
      };
    },
    // Kind, owner contract and parties stay as added.
    toUpdate: (input) => columns(input),
    removeDependents: async (trx, tenantId, ids, caller) => {
      const kinds = await trx.selectFrom('contract_platform').select('kind').distinct().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
      for (const { kind } of kinds) await requireButton(trx, caller, BUTTONS_OF[kind as PlatformKind].remove);
      await refuseSignedRemoval(trx, 'contract_platform', tenantId, ids);
    },
    statusChanges: [
      {
        endpoint: e.changeStatus,
        machine: contractStatusMachine,
        column: 'status_contract',
        field: 'statusContract',
        machineRecord: (row) => ({ kind: row.kind, statusContract: Number(row.status_contract) }),
        toUpdate: (input) => ({ ...(Number(input.status) === 2 ? { code: String(input.code).trim() } : {}), status_time: timestamp() }),
        beforeWrite: async (trx, input, caller, row) => {
          const kind = row!.kind as PlatformKind;
          // The path's kind flag must be the row's (0 platform, 1 project-management or owner-allocated).
          if (String(input.flag) !== String(platformKindFlag(kind))) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
          await requireButton(trx, caller, BUTTONS_OF[kind].status);
          const code = Number(input.status) === 2 ? String(input.code).trim() : undefined;
          await logContractStatus(trx, caller, { contractId: row!.id, kind: kind as ContractKind, from: Number(row!.status_contract), to: Number(input.status), code });
        },
      },
    ],
    modify: {
      endpoint: e.modify,
      schema: platformModifySchema,
      // The amount before and the change are the server's: the row's amount and the difference, in fen.
      toUpdate: (input: PlatformModifyInput, _caller, existing) => ({
        curr_contract_amount: toFen(input.currContractAmount),
        curr_contract_amount_before: toFen(fromFen(existing.curr_contract_amount)),
        change_amount: toFen(subtractMoney(input.currContractAmount, fromFen(existing.curr_contract_amount))),
        party_jia_old: JSON.stringify(partyOf(existing, 'jia') ?? null),
        party_yi_old: JSON.stringify(partyOf(existing, 'yi') ?? null),
        scale: input.scale,
        sign_date: input.signDate,
        scan_attach: scansOf(input),
        remark: input.remark,
        change_reason: input.changeReason,
        version: Number(existing.version) + 1,
      }),
      history: e.history,
    },
  });

  // The spec's path: the same record as the detail call, for the caller's organisation only, of the named kind (or -1).
  route(app, ctx, e.read, async (req) => {
    const caller = callerOf(req);
    const input = callInput(req, caller, CONTRACT_MESSAGES.notFound);
    const { id, type } = parseInput(detailSchema, input);
    let query = ctx.db
      .selectFrom('contract_platform')
      .leftJoin('app_user', 'app_user.id', 'contract_platform.create_user')
      .selectAll('contract_platform')
      .select('app_user.real_name as create_user_name')
      .where('contract_platform.tenant_id', '=', caller.tenantId)
      .where('contract_platform.id', '=', id);
    if (type !== '-1') query = query.where('contract_platform.kind', '=', type);
    const scope = dataScopeOf(caller, 'contract-platform', 'contract_platform');
    if (scope) query = query.where(scope);
    const row = await query.executeTakeFirst();
    if (!row) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
    return (await enrichPlatform(ctx.db, [row as PlatformRow]))(toPlatformContract(row as PlatformRow));
  });

  route(app, ctx, e.owner, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(platformOwnerQuerySchema, { ...(req.query as object), ...(req.params as object) });
    // An owner contract outside the caller's data scope on owner contracts is not theirs to read figures of.
    const ownerScope = dataScopeOf(caller, 'contract-owner', 'contract_owner');
    let ownerQuery = ctx.db.selectFrom('contract_owner').selectAll().where('contract_owner.tenant_id', '=', caller.tenantId).where('contract_owner.id', '=', q.contractOwnerId);
    if (ownerScope) ownerQuery = ownerQuery.where(ownerScope);
    const owner = await ownerQuery.executeTakeFirst();
    if (!owner) throw new HttpError(400, CONTRACT_MESSAGES.ownerNotFound);
    return ownerFigures(ctx.db, owner, q.kind, q.exclude);
  });

  route(app, ctx, e.statusLog, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(statusLogQuerySchema, req.query);
    // The log of a contract the caller may read: the organisation's, inside the caller's data scope.
    const scope = dataScopeOf(caller, 'contract-platform', 'contract_platform');
    let ownQuery = ctx.db.selectFrom('contract_platform').select('contract_platform.id').where('contract_platform.tenant_id', '=', caller.tenantId).where('contract_platform.id', '=', q.recordId);
    if (scope) ownQuery = ownQuery.where(scope);
    const own = await ownQuery.executeTakeFirst();
    if (!own) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
    const base = ctx.db.selectFrom('contract_status_log').where('contract_status_log.tenant_id', '=', caller.tenantId).where('contract_status_log.contract_id', '=', q.recordId);
    const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    let page = base
      .leftJoin('app_user', 'app_user.id', 'contract_status_log.create_user')
      .select(['contract_status_log.id', 'from_status', 'to_status', 'contract_status_log.code', 'contract_status_log.create_user', 'contract_status_log.create_time', 'app_user.real_name'])
      .orderBy('contract_status_log.create_time', 'desc')
      .orderBy('contract_status_log.id', 'desc');
    if (q.size !== -1) page = page.limit(q.size).offset((q.current - 1) * q.size);
    const records: ContractStatusLogEntry[] = (await page.execute()).map((r) => ({
      id: r.id,
      fromStatus: Number(r.from_status),
      toStatus: Number(r.to_status),
      code: r.code,
      createUser: r.create_user,
      createUserName: r.real_name ?? '',
      createTime: r.create_time,
    }));
    return pageOf(records, total, q.current, q.size);
  });
}
