import type { ApiCall } from '@shared/bridge';
import type { Endpoint } from '@shared/api/endpoints';
import { bridge } from '../bridge/client';
import { noteAnswerTime } from '../offline/cachedAt';
import { toApiError, unwrap } from './ApiError';

/** Endpoints without parameters take none; the others require theirs. */
type ParamsArgs<P> = [P] extends [void] ? [params?: undefined, options?: CallOptions] : [params: P, options?: CallOptions];

export interface CallOptions {
  /** Lets the core drop a repeated submission (a double click, a replay after refresh). */
  idempotencyKey?: string;
}

/**
 * Calls one catalogue endpoint through the bridge and returns its data, or throws an ApiError.
 * GET and DELETE send their parameters as the query, the other methods as a JSON body.
 */
export async function callEndpoint<P, R>(endpoint: Endpoint<P, R>, ...[params, options]: ParamsArgs<P>): Promise<R> {
  const call: ApiCall = { module: endpoint.module, path: endpoint.path, method: endpoint.method };
  if (params !== undefined) {
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') call.query = params as Record<string, unknown>;
    else call.body = params;
  }
  if (options?.idempotencyKey) call.idempotencyKey = options.idempotencyKey;
  const result = await bridge.api.call(call).catch((cause: unknown) => {
    throw toApiError(cause);
  });
  // When the data was fetched (the core's time for answers from its cache): the offline banner shows it.
  if (result.ok) noteAnswerTime(result.data, result.cachedAt);
  return unwrap(result) as R;
}
