/** The labels of both scope screens, wired by one import in ../zh.ts. */
export { dataScopesZh } from './dataScopes.zh';
export { apiScopesZh } from './apiScopes.zh';
