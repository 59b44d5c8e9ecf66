import type { BridgeError, BridgeResult } from '@shared/bridge';
import { MESSAGES } from '@shared/messages';

/**
 * Reads the server's message the way the spec lists it: msg, else error_description, else 未知错误
 * (or the screen's own fallback where the spec names one, such as registration's 提交失败).
 */
export function serverMessage(body: unknown, fallback: string = MESSAGES.unknown): string {
  if (body && typeof body === 'object') {
    const b = body as { msg?: unknown; error_description?: unknown };
    if (typeof b.msg === 'string' && b.msg.trim()) return b.msg;
    if (typeof b.error_description === 'string' && b.error_description.trim()) return b.error_description;
  }
  return fallback;
}

export function failure(kind: BridgeError['kind'], message: string, status?: number, code?: number): { ok: false; error: BridgeError } {
  return { ok: false, error: { kind, message, ...(status !== undefined && { status }), ...(code !== undefined && { code }) } };
}

/**
 * Turns an answer into a result (spec 1 §8): 200 with an envelope whose code is 200 gives its data;
 * any other status, or a body code other than 200, gives the server's message.
 */
export function interpretEnvelope(status: number, body: unknown, fallback?: string): BridgeResult<unknown> {
  const envelope = body && typeof body === 'object' ? (body as { code?: unknown; data?: unknown }) : null;
  const bodyCode = typeof envelope?.code === 'number' ? envelope.code : undefined;
  if (status === 200 && envelope && (bodyCode === undefined || bodyCode === 200)) {
    return { ok: true, data: 'data' in envelope ? envelope.data : body };
  }
  const kind = status === 400 || bodyCode === 400 ? 'invalid' : status === 401 || status === 403 ? 'auth' : 'server';
  return failure(kind, serverMessage(body, fallback), status, bodyCode);
}
