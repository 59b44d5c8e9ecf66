/** The labels of both scope screens, wired by one import in ../zh.screens.ts. */
export { dataScopesZh } from './dataScopes.zh';
export { apiScopesZh } from './apiScopes.zh';
