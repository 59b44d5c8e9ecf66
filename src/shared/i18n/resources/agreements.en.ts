import type { Twin } from '../twin';
import type { agreementsZh } from './agreements.zh';

export const agreementsEn: Twin<typeof agreementsZh> = {
  name: 'framework agreement',
  fields: { compName: 'Partner', orgCategory: 'Category', name: 'Agreement', status: 'Agreement status', signTime: 'Signed', expireTime: 'Expires' },
};
