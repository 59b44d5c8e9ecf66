import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { apiClient } from '../../../support/server';
import { sha256Stream } from '../../../support/files';

/**
 * SHA-256 of the object under `key`, or null when there is none: read as any reader must, through
 * an address the server signs after its checks (sj_admin holds the download permission).
 */
export async function storedSha(serverUrl: string, key: string, username = 'sj_admin', tenantId = '100004'): Promise<string | null> {
  const api = apiClient(serverUrl);
  await api.login(username, tenantId);
  const signed = await api.call(uploadEndpoints.ossReadUrl, { query: { key } });
  if (signed.status === 404) return null;
  if (signed.status !== 200) throw new Error(`oss/read-url answered ${signed.status}: ${JSON.stringify(signed.body)}`);
  const res = await fetch(signed.body.data.url as string);
  if (!res.ok || !res.body) throw new Error(`the signed address answered ${res.status}`);
  return sha256Stream(res.body as unknown as AsyncIterable<unknown>);
}

/** The key of a finished upload of sj_admin's organisation, from its stored name. */
export function todayKey(ossName: string, tenantId = '100004'): string {
  return `${tenantId}/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}/${ossName}`;
}
