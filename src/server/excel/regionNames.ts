import { regionAncestry, REGION_CODE } from '@shared/domain/region';
import type { Executor } from '../db/database';

/**
 * A sheet's region cell to a region code: the names from the province down, separated by / (上海市/黄浦区
 * or 上海市/市辖区/黄浦区: the names given must be the region's own and its ancestors', in order), or the
 * code itself. Null when no region, or more than one, fits (市辖区 alone). Each text is looked up once
 * per import.
 */
export class RegionNames {
  private readonly known = new Map<string, string | null>();

  constructor(private readonly db: Executor) {}

  async codeOf(text: string): Promise<string | null> {
    const cell = text.trim();
    if (!cell) return null;
    if (!this.known.has(cell)) this.known.set(cell, await this.lookUp(cell));
    return this.known.get(cell)!;
  }

  private async lookUp(cell: string): Promise<string | null> {
    if (REGION_CODE.test(cell)) {
      const row = await this.db.selectFrom('region').select('code').where('code', '=', cell).executeTakeFirst();
      return row?.code ?? null;
    }
    const names = cell.split(/\s*[/\uFF0F]\s*/).filter((n) => n !== '');
    if (names.length === 0) return null;
    const candidates = await this.db.selectFrom('region').select('code').where('name', '=', names[names.length - 1]).execute();
    const fitting: string[] = [];
    for (const { code } of candidates) {
      const ancestors = regionAncestry(code).slice(0, -1);
      const rows = ancestors.length ? await this.db.selectFrom('region').select(['code', 'name']).where('code', 'in', ancestors).execute() : [];
      const chain = ancestors.map((c) => rows.find((r) => r.code === c)?.name ?? '');
      if (isSubsequence(names.slice(0, -1), chain)) fitting.push(code);
    }
    return fitting.length === 1 ? fitting[0] : null;
  }
}

/** Whether `part` appears in `whole` in order (gaps allowed: 上海市/黄浦区 skips 市辖区). */
function isSubsequence(part: string[], whole: string[]): boolean {
  let i = 0;
  for (const w of whole) if (i < part.length && part[i] === w) i++;
  return i === part.length;
}

/** The entry keys of a dictionary (system or business table: a code lives in one of them). */
export async function dictionaryKeys(db: Executor, code: string): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const table of ['dict', 'dict_biz'] as const) {
    const rows = await db.selectFrom(table).select('dict_key').where('code', '=', code).where('parent_id', '<>', '0').execute();
    for (const r of rows) keys.add(r.dict_key);
  }
  return keys;
}
