import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { DICT_CALLS } from '@shared/api/dictEndpoints';
import { idSchema, idsSchema } from '@shared/domain/fields';
import {
  DICT_MESSAGES,
  DICT_ROOT,
  dictChildQuerySchema,
  dictCodeQuerySchema,
  dictPageQuerySchema,
  dictSubmitSchema,
  removeRefusal,
  sealedEditRefusal,
  type DictKind,
  type DictSubmit,
} from '@shared/domain/dictionary';
import { DICT_BIZ_BUTTONS, DICT_BUTTONS } from '@shared/domain/platformButtons';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { requireButton, requireOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import {
  allDicts,
  childrenOf,
  findDict,
  findDicts,
  insertDict,
  pageDicts,
  removeDicts,
  renameCode,
  rootOf,
  siblingWithKey,
  updateDict,
  type DictRow,
  type DictTableName,
} from '../../repositories/dicts';
import { moveDictStamp, publishDictStamp } from './dict-stamp';
import { dictTree, toEntry } from './dict-records';

const TABLES: Record<DictKind, DictTableName> = { system: 'dict', biz: 'dict_biz' };
const BUTTONS: Record<DictKind, { add: string; edit: string; remove: string }> = { system: DICT_BUTTONS, biz: DICT_BIZ_BUTTONS };

const bad = (message: string) => new HttpError(400, message);

/** Writes are the operator's administrators' (and need the screen's button); reads are everyone's. */
async function allowWrite(ctx: AppContext, req: FastifyRequest, button: string): Promise<void> {
  const caller = callerOf(req);
  await requireOperatorAdministrator(ctx.db, caller);
  await requireButton(ctx.db, caller, button);
}

/** Adds or edits one entry inside the write's transaction; answers its id. */
async function save(trx: Executor, table: DictTableName, input: DictSubmit): Promise<string> {
  const values = { dict_value: input.dictValue, sort: input.sort, remark: input.remark, is_sealed: input.isSealed };
  if (input.id) {
    const existing = await findDict(trx, table, input.id);
    if (!existing) throw new HttpError(404, DICT_MESSAGES.notFound);
    // A dictionary keeps its place: an edit changes neither its parent nor, for an entry, its code.
    const isRoot = existing.parent_id === DICT_ROOT;
    const next = { code: isRoot ? input.code : existing.code, dictKey: isRoot ? existing.dict_key : input.dictKey };
    const refused = sealedEditRefusal(toEntry(existing), next);
    if (refused) throw bad(refused);
    if (isRoot && next.code !== existing.code) {
      if (await rootOf(trx, table, next.code)) throw bad(DICT_MESSAGES.codeTaken);
      await renameCode(trx, table, existing.code, next.code);
    }
    if (!isRoot && (await siblingWithKey(trx, table, existing.parent_id, next.dictKey, existing.id))) throw bad(DICT_MESSAGES.keyTaken);
    await updateDict(trx, table, existing.id, { ...values, code: next.code, dict_key: next.dictKey });
    return existing.id;
  }
  const id = newId();
  if (input.parentId === DICT_ROOT) {
    if (await rootOf(trx, table, input.code)) throw bad(DICT_MESSAGES.codeTaken);
    await insertDict(trx, table, { ...values, id, parent_id: DICT_ROOT, code: input.code, dict_key: input.dictKey });
    return id;
  }
  const parent = await findDict(trx, table, input.parentId);
  if (!parent) throw bad(DICT_MESSAGES.parentUnknown);
  if (await siblingWithKey(trx, table, parent.id, input.dictKey)) throw bad(DICT_MESSAGES.keyTaken);
  // An entry belongs to its parent's dictionary, whatever code the form sent.
  await insertDict(trx, table, { ...values, id, parent_id: parent.id, code: parent.code, dict_key: input.dictKey });
  return id;
}

/** All or nothing: an unknown id, a sealed entry or a parent whose children stay refuses the whole call. */
async function remove(trx: Executor, table: DictTableName, ids: string[]): Promise<void> {
  const rows = await findDicts(trx, table, ids);
  if (rows.length !== ids.length) throw new HttpError(404, DICT_MESSAGES.notFound);
  const removing = new Set(ids);
  for (const row of rows) {
    const staying = (await childrenOf(trx, table, row.id)).filter((c) => !removing.has(c.id)).length;
    const refused = removeRefusal(toEntry(row), staying);
    if (refused) throw bad(refused);
  }
  await removeDicts(trx, table, ids);
}

/**
 * One kind of dictionary's administration (spec 3 §7): list, parent-list, child-list, detail, tree,
 * dictionary for everyone signed in; submit and remove for the operator's administrators only.
 * System (dict/*) and business (dict-biz/*) are the same calls on their own tables.
 */
export function registerDictAdminRoutes(app: FastifyInstance, ctx: AppContext, kind: DictKind): void {
  const e = DICT_CALLS[kind];
  const table = TABLES[kind];
  const buttons = BUTTONS[kind];
  const page = async (req: FastifyRequest, roots: boolean) => {
    const q = parseInput(dictPageQuerySchema, req.query);
    const { rows, total } = await pageDicts(ctx.db, table, { ...q, parentId: roots ? DICT_ROOT : q.parentId });
    return pageOf(rows.map(toEntry), total, q.current, q.size);
  };

  route(app, ctx, e.list, (req) => page(req, false));
  if (kind === 'biz') {
    // dict's own dictionary and child-list are dictionaries.ts's, with the other reads the forms make.
    route(app, ctx, e.dictionary, async (req) => {
      const { code } = parseInput(dictCodeQuerySchema, req.query);
      const root = await rootOf(ctx.db, table, code);
      return root ? (await childrenOf(ctx.db, table, root.id, code)).map(toEntry) : [];
    });
    route(app, ctx, e.childList, async (req) => {
      const { code, parentId } = parseInput(dictChildQuerySchema, req.query);
      return (await childrenOf(ctx.db, table, parentId, code)).map(toEntry);
    });
  }
  route(app, ctx, e.parentList, (req) => page(req, true));

  route(app, ctx, e.detail, async (req) => {
    const { id } = parseInput(idSchema, req.query);
    const row = await findDict(ctx.db, table, id);
    if (!row) throw new HttpError(404, DICT_MESSAGES.notFound);
    return toEntry(row);
  });

  // The spec's client asks tree?code=DICT: every dictionary with its entries, whatever the code says.
  route(app, ctx, e.tree, async () => dictTree(await allDicts(ctx.db, table), DICT_ROOT));

  route(
    app,
    ctx,
    e.submit,
    async (req) => {
      const input = parseInput(dictSubmitSchema, req.body);
      await allowWrite(ctx, req, input.id ? buttons.edit : buttons.add);
      const { id, stamp } = await ctx.db.transaction().execute(async (trx) => ({ id: await save(trx, table, input), stamp: await moveDictStamp(trx) }));
      publishDictStamp(ctx, stamp);
      req.successMessage = input.id ? MESSAGES.updated : MESSAGES.created;
      return toEntry((await findDict(ctx.db, table, id)) as DictRow);
    },
  );

  route(
    app,
    ctx,
    e.remove,
    async (req) => {
      const { ids } = parseInput(idsSchema, { ...(req.query as object), ...(req.body as object) });
      await allowWrite(ctx, req, buttons.remove);
      const unique = [...new Set(ids)];
      const stamp = await ctx.db.transaction().execute(async (trx) => {
        await remove(trx, table, unique);
        return moveDictStamp(trx);
      });
      publishDictStamp(ctx, stamp);
      return null;
    },
    { message: MESSAGES.deleted },
  );
}
