import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { dictChildQuerySchema, dictCodeQuerySchema, type DictEntry } from '@shared/domain/dictionary';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { dictChildren, dictRoot, type DictRow } from '../../repositories/dicts';

function toEntry(row: DictRow): DictEntry {
  return {
    id: row.id,
    parentId: row.parent_id,
    code: row.code,
    dictKey: row.dict_key,
    dictValue: row.dict_value,
    sort: row.sort,
    remark: row.remark,
    isSealed: row.is_sealed === 1 ? 1 : 0,
  };
}

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
 * select can be built from parentId. An unknown code answers an empty list.
 */
export function registerDictionaryRoutes(app: FastifyInstance, ctx: AppContext): void {
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
}
