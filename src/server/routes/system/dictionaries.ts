import type { FastifyInstance } from 'fastify';
import { dictEndpoints } from '@shared/api/dictEndpoints';
import { endpoints } from '@shared/api/endpoints';
import { DICT_MESSAGES, dictChildQuerySchema, dictCodeQuerySchema, dictValueQuerySchema } from '@shared/domain/dictionary';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { allDicts, dictChildren, dictRoot, type DictRow } from '../../repositories/dicts';
import { registerDictAdminRoutes } from './dict-admin';
import { dictTree, toEntry } from './dict-records';
import { installDictStampHeader } from './dict-stamp';

/** Every entry below `parentId`, depth first, each level in its sort order. */
async function descendants(db: Executor, code: string, parentId: string): Promise<DictRow[]> {
  const out: DictRow[] = [];
  for (const child of await dictChildren(db, code, [parentId])) {
    out.push(child, ...(await descendants(db, code, child.id)));
  }
  return out;
}

/**
 * dict/dictionary: the entries directly under a code's root. dict/child-list: the entries directly
 * under a parent. dict/list-parentId: the whole subtree under a parent, flattened, so a cascading
 * select can be built from parentId. An unknown code answers an empty list. The administration of
 * both kinds (dict and dict-biz) is dict-admin.ts's; the version stamp on every answer dict-stamp.ts's.
 */
export function registerDictionaryRoutes(app: FastifyInstance, ctx: AppContext): void {
  installDictStampHeader(app, ctx);

  route(app, ctx, endpoints.dictionary, async (req) => {
    const { code } = parseInput(dictCodeQuerySchema, req.query);
    const root = await dictRoot(ctx.db, code);
    return root ? (await dictChildren(ctx.db, code, [root.id])).map(toEntry) : [];
  });

  route(app, ctx, endpoints.dictChildList, async (req) => {
    const { code, parentId } = parseInput(dictChildQuerySchema, req.query);
    return (await dictChildren(ctx.db, code, [parentId])).map(toEntry);
  });

  route(app, ctx, endpoints.dictListParentId, async (req) => {
    const { code, parentId } = parseInput(dictChildQuerySchema, req.query);
    return (await descendants(ctx.db, code, parentId)).map(toEntry);
  });

  // One code's entries as a tree: the industry dictionary's levels (xmhy under 70).
  route(app, ctx, dictEndpoints.dictionaryTree, async (req) => {
    const { code } = parseInput(dictCodeQuerySchema, req.query);
    const root = await dictRoot(ctx.db, code);
    return root ? dictTree(await allDicts(ctx.db, 'dict', code), root.id) : [];
  });

  // One value: a key no entry of the code holds is refused rather than answered blank.
  route(app, ctx, dictEndpoints.getValue, async (req) => {
    const { code, dictKey } = parseInput(dictValueQuerySchema, req.query);
    const root = await dictRoot(ctx.db, code);
    const entry = root ? (await allDicts(ctx.db, 'dict', code)).find((r) => r.parent_id !== '0' && r.dict_key === dictKey) : undefined;
    if (!entry) throw new HttpError(404, DICT_MESSAGES.notFound);
    return entry.dict_value;
  });

  registerDictAdminRoutes(app, ctx, 'system');
  registerDictAdminRoutes(app, ctx, 'biz');
}
