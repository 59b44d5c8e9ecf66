import type { Endpoint } from '@shared/api/endpoints';
import type { ApiCall } from '@shared/bridge';
import { ApiError, toApiError } from '../api/ApiError';
import { bridge } from '../bridge/client';

/** saved: the server answered yes; pending: it waits in the outbox (never shown as saved); refused: the server (or the core) said no. */
export type SubmitOutcome<R> =
  | { status: 'saved'; data: R; message?: string }
  | { status: 'pending'; outboxId: string }
  | { status: 'refused'; error: ApiError };

export interface SubmitOptions {
  formKey: string;
  /** Made when the form was opened (useDraft); the same for every attempt of this form's submit. */
  idempotencyKey: string;
  /** What the outbox lists, in the person's words. */
  title: string;
}

/**
 * Submits a form through the core's outbox with its idempotency key: if the network drops, the
 * submit waits and is sent again when it is back, and the server creates the record only once.
 */
export async function submitForm<P, R>(endpoint: Endpoint<P, R>, params: P, options: SubmitOptions): Promise<SubmitOutcome<R>> {
  const call: ApiCall = { module: endpoint.module, path: endpoint.path, method: endpoint.method, idempotencyKey: options.idempotencyKey };
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') call.query = params as Record<string, unknown>;
  else call.body = params;
  let result;
  try {
    result = await bridge.outbox.submit(call, { formKey: options.formKey, title: options.title });
  } catch (cause) {
    // The core itself could not be reached: nothing was kept, so this is a refusal, not a pending submit.
    return { status: 'refused', error: toApiError(cause) };
  }
  if (result.ok) return { status: 'saved', data: result.data as R, message: result.message };
  if (result.error.outboxId) return { status: 'pending', outboxId: result.error.outboxId };
  return { status: 'refused', error: new ApiError(result.error) };
}
