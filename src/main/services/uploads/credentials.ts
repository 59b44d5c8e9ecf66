import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { BridgeResult } from '@shared/bridge';
import { LARGE_UPLOAD, type StsCredentials } from '@shared/domain/upload';
import type { ResourceClient } from './resourceClient';

/** What credentials are asked for: a new upload of a file (the server chooses its key), or the upload to a key already granted. */
export type StsTarget = { fileName: string } | { key: string };

/**
 * Temporary upload credentials (GET resource oss/sts), each for one upload's key only: fetched again
 * after 300000 ms (spec 1 §9) and whenever the store says they no longer work. Reading is never done
 * with them: reads go through addresses the server signs (oss/read-url).
 */
export class StsProvider {
  private readonly current = new Map<string, { value: StsCredentials; at: number }>();
  private readonly pending = new Map<string, Promise<BridgeResult<StsCredentials>>>();

  constructor(
    private readonly client: ResourceClient,
    private readonly refreshMs: number = LARGE_UPLOAD.credentialRefreshMs,
  ) {}

  async get(target: StsTarget, force = false): Promise<BridgeResult<StsCredentials>> {
    // A new upload gets a key of its own every time it asks: nothing to share or keep.
    if ('fileName' in target) return this.remember(await this.client.call(uploadEndpoints.ossSts, { query: { fileName: target.fileName } }));
    const c = this.current.get(target.key);
    // Spec 1 §9: refreshed on a timer; an expiry the store reports (SecurityTokenExpired) invalidates them.
    if (!force && c && Date.now() - c.at < this.refreshMs) return { ok: true, data: c.value };
    let pending = this.pending.get(target.key);
    if (!pending) {
      pending = this.client.call(uploadEndpoints.ossSts, { query: { key: target.key } }).finally(() => this.pending.delete(target.key));
      this.pending.set(target.key, pending);
    }
    return this.remember(await pending);
  }

  private remember(result: BridgeResult<StsCredentials>): BridgeResult<StsCredentials> {
    if (result.ok) this.current.set(result.data.key, { value: result.data, at: Date.now() });
    return result;
  }

  /** Forgets the credentials (the store refused them, or the session changed). */
  invalidate(): void {
    this.current.clear();
  }
}
