import type { Twin } from '../twin';
import type { apiScopesZh } from './apiScopes.zh';

export const apiScopesEn: Twin<typeof apiScopesZh> = {
  name: 'API scope',
  fields: { name: 'Name', code: 'Code', module: 'Module', path: 'Path', method: 'Method', remark: 'Remark', createTime: 'Created' },
  methods: { any: 'Any', GET: 'GET', POST: 'POST' },
};
