import type { BridgeResult } from '@shared/bridge';
import { draftDataSchema, formKeySchema, idempotencyKeySchema, MAX_DRAFT_BYTES, OFFLINE_MESSAGES, type Draft } from '@shared/domain/offline';
import { firstMessage, validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import type { CacheScope } from '../cache/cacheScope';
import { failure } from '../gateway/interpret';
import type { SessionScopes } from './sessionScopes';

/** The bridge's drafts: checked input, kept in the scope's cache file (so a draft never crosses organisations). */
export class DraftService {
  constructor(private readonly scopes: SessionScopes) {}

  async get(formKey: unknown): Promise<BridgeResult<Draft | null>> {
    const key = validate(formKeySchema, formKey);
    if (!key.success) return failure('invalid', firstMessage(key.error));
    return this.withScope((scope) => scope.drafts.get(key.data));
  }

  async save(formKey: unknown, data: unknown, idempotencyKey: unknown): Promise<BridgeResult<Draft>> {
    const key = validate(formKeySchema, formKey);
    if (!key.success) return failure('invalid', firstMessage(key.error));
    const body = validate(draftDataSchema, data);
    if (!body.success) return failure('invalid', OFFLINE_MESSAGES.draftFormat);
    const idem = validate(idempotencyKeySchema, idempotencyKey);
    if (!idem.success) return failure('invalid', firstMessage(idem.error));
    let size: number;
    try {
      size = Buffer.byteLength(JSON.stringify(body.data));
    } catch {
      return failure('invalid', OFFLINE_MESSAGES.draftFormat);
    }
    if (size > MAX_DRAFT_BYTES) return failure('invalid', OFFLINE_MESSAGES.draftTooLarge);
    return this.withScope((scope) => scope.drafts.save(key.data, body.data, idem.data));
  }

  async remove(formKey: unknown): Promise<BridgeResult<null>> {
    const key = validate(formKeySchema, formKey);
    if (!key.success) return failure('invalid', firstMessage(key.error));
    return this.withScope(async (scope) => {
      await scope.drafts.remove(key.data);
      return null;
    });
  }

  private async withScope<T>(operation: (scope: CacheScope) => Promise<T>): Promise<BridgeResult<T>> {
    if (!this.scopes.identity()) return failure('auth', MESSAGES.tokenMissing);
    const scope = await this.scopes.current();
    if (!scope) return failure('server', OFFLINE_MESSAGES.cacheUnavailable);
    const unavailable = Symbol('unavailable');
    const data = await this.scopes.guard<T | typeof unavailable>(scope, () => operation(scope), unavailable);
    return data === unavailable ? failure('server', OFFLINE_MESSAGES.cacheUnavailable) : { ok: true, data };
  }
}
