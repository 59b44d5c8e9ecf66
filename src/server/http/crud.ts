/**
 * The generic resource builder (architecture guide): a resource declares its table, endpoints,
 * shared schemas, filters, sort, parent, status changes, modify and hooks; the builder serves them
 * in the caller's organisation. The pieces live in ./resource; this is where routes import them.
 */
export { registerResource } from './resource/register';
export type { BeforeWrite, Input, ModifyDeclaration, ParentDeclaration, ResourceDeclaration, ScopeRule, StatusChangeDeclaration } from './resource/types';
export { creatorName, dayRange, equals, like, mine, prefix, type FilterRule, type SortDeclaration } from './resource/filters';
