/** Administrative divisions, GB/T 2260 codes: 1 province, 2 city, 3 county, 4 town. */
export interface Region {
  code: string;
  parentCode: string;
  name: string;
  level: 1 | 2 | 3 | 4;
}

/** A node of GET region/lazy-tree. */
export interface RegionNode {
  id: string;
  parentId: string;
  title: string;
  value: string;
  key: string;
  hasChildren: boolean;
}

/** The root parent code of the region tree, and the nationwide managed-area option (spec 1 §9). */
export const REGION_ROOT = '00';
