import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { BridgeResult } from '@shared/bridge';
import { LARGE_UPLOAD, type StsCredentials } from '@shared/domain/upload';
import type { ResourceClient } from './resourceClient';

/**
 * Temporary storage credentials (GET resource oss/sts), shared by every upload and download of the
 * session: fetched again after 300000 ms (spec 1 §9) and whenever the store says they no longer work.
 */
export class StsProvider {
  private current: { value: StsCredentials; at: number } | null = null;
  private pending: Promise<BridgeResult<StsCredentials>> | null = null;

  constructor(
    private readonly client: ResourceClient,
    private readonly refreshMs: number = LARGE_UPLOAD.credentialRefreshMs,
  ) {}

  async get(force = false): Promise<BridgeResult<StsCredentials>> {
    const now = Date.now();
    const c = this.current;
    // Spec 1 §9: refreshed on a timer; an expiry the store reports (SecurityTokenExpired) invalidates them.
    const fresh = c && now - c.at < this.refreshMs;
    if (!force && fresh) return { ok: true, data: c.value };
    this.pending ??= this.client.call(uploadEndpoints.ossSts).finally(() => {
      this.pending = null;
    });
    const result = await this.pending;
    if (result.ok) this.current = { value: result.data, at: Date.now() };
    return result;
  }

  /** Forgets the credentials (the store refused them, or the session changed). */
  invalidate(): void {
    this.current = null;
  }
}
