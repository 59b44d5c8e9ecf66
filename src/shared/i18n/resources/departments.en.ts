import type { Twin } from '../twin';
import type { departmentsZh } from './departments.zh';

export const departmentsEn: Twin<typeof departmentsZh> = {
  name: 'department',
  fields: { name: 'Department', parentId: 'Parent department', sort: 'Order', remark: 'Remark', memberCount: 'Members', createTime: 'Created' },
  actions: { addChild: 'Add sub-department' },
};
