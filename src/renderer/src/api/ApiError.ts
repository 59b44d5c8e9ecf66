import type { BridgeError, BridgeResult, ErrorKind } from '@shared/bridge';
import { MESSAGES } from '@shared/messages';

/** A failed bridge call, carrying the core's BridgeError so screens can tell offline from invalid input. */
export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly status: number | undefined;
  readonly code: number | undefined;

  constructor(readonly error: BridgeError) {
    super(error.message);
    this.name = 'ApiError';
    this.kind = error.kind;
    this.status = error.status;
    this.code = error.code;
  }
}

/** The data of a result, or its error thrown. */
export function unwrap<T>(result: BridgeResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result.error);
}

/**
 * Any failure as an ApiError. The bridge reports server failures as results; a thrown error means the
 * transport to the core itself broke (in browser mode, the host is gone), which the person reads as offline.
 */
export function toApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  return new ApiError({ kind: 'offline', message: MESSAGES.offline });
}
