/** Data scopes and API scopes (spec 3 §7, system module; the operator tenant's administrator only). */
import type { ApiScope, ApiScopeInput, ApiScopePageQuery } from '../domain/apiScope';
import type { DataScope, DataScopeInput, DataScopePageQuery } from '../domain/dataScope';
import type { Endpoint } from './endpoints';
import type { Page } from './envelope';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const scopeEndpoints = {
  dataList: system<Partial<DataScopePageQuery>, Page<DataScope>>('GET', 'data-scope/list'),
  dataDetail: system<{ id: string }, DataScope>('GET', 'data-scope/detail'),
  dataSubmit: system<DataScopeInput, DataScope>('POST', 'data-scope/submit'),
  dataRemove: system<{ ids: string }, null>('POST', 'data-scope/remove'),
  apiList: system<Partial<ApiScopePageQuery>, Page<ApiScope>>('GET', 'api-scope/list'),
  apiDetail: system<{ id: string }, ApiScope>('GET', 'api-scope/detail'),
  apiSubmit: system<ApiScopeInput, ApiScope>('POST', 'api-scope/submit'),
  apiRemove: system<{ ids: string }, null>('POST', 'api-scope/remove'),
} as const;
