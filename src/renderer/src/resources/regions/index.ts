import { regionAdminEndpoints } from '@shared/api/platformSettingsEndpoints';
import { REGION_BUTTONS } from '@shared/domain/platformButtons';
import { regionSubmitSchema, type RegionRecord } from '@shared/domain/region';
import { referenceKeys } from '../../api/referenceQueries';
import type { ResourceDescriptor } from '../../crud/types';
import { RegionFields } from './Fields';
import { labelColumn } from '../../crud/columns';

/** The region list at one level: its parent's code is the page's part (one tab for every level). */
export const regionLevelPath = (parentCode: string) => `/system/region?tab=${parentCode}`;

export type RegionValues = { parentCode: string; code: string; name: string };

/**
 * Regions (行政区划, /system/region): one level of the tree at a time — the page's address names the
 * parent (?tab=), 下级区划 opens the level below, 新增下级 adds under a row. Writes are the
 * operator administrator's; the server says why a region cannot be removed.
 */
export function regionsUnder(parentCode: string): ResourceDescriptor<RegionRecord, RegionValues> {
  return {
    name: 'regions',
    // Every region field and name reads the cached lazy-tree levels.
    invalidates: [[...referenceKeys.all, 'region-children']],
    endpoints: { page: regionAdminEndpoints.list, detail: regionAdminEndpoints.detail },
    modes: {
      add: { endpoint: regionAdminEndpoints.submit, schema: regionSubmitSchema, permission: REGION_BUTTONS.add },
      edit: { endpoint: regionAdminEndpoints.submit, schema: regionSubmitSchema, permission: REGION_BUTTONS.edit },
    },
    remove: { endpoint: regionAdminEndpoints.remove, permission: REGION_BUTTONS.remove, params: (ids) => ({ id: ids.join(',') }) },
    rowActions: [
      { kind: 'navigate', key: 'children', label: 'resources.regions.actions.children', visible: (r) => r.level < 4, to: (r) => regionLevelPath(r.code) },
      { kind: 'add', key: 'addChild', label: 'resources.regions.actions.addChild', permission: REGION_BUTTONS.add, visible: (r) => r.level < 4, initial: (r) => ({ parentCode: r.code }) },
    ],
    columns: [
      { key: 'code', width: 140 },
      { key: 'name', width: 220 },
      labelColumn('level', 'resources.regions.levels', [1, 2, 3, 4], { width: 100 }),
    ],
    search: [
      { name: 'code', kind: 'text' },
      { name: 'name', kind: 'text' },
    ],
    // The toolbar's add is under the level shown.
    empty: { parentCode, code: '', name: '' },
    toValues: (r) => ({ parentCode: r.parentCode, code: r.code, name: r.name }),
    Fields: RegionFields,
  };
}
