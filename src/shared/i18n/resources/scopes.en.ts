/** The labels of both scope screens, wired by one import in ../en.ts. */
export { dataScopesEn } from './dataScopes.en';
export { apiScopesEn } from './apiScopes.en';
