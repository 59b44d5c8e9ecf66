import type OSS from 'ali-oss';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { StsCredentials } from '@shared/domain/upload';
import { ossClient } from '../../../../src/main/services/uploads/ossClient';
import { apiClient } from '../../../support/server';
import { sha256Stream } from '../../../support/files';

/** An ali-oss client of sj_admin's organisation, straight to the server (no proxy). */
export async function directClient(serverUrl: string, username = 'sj_admin', tenantId = '100004'): Promise<OSS> {
  const api = apiClient(serverUrl);
  await api.login(username, tenantId);
  const fetchSts = async () => (await api.call(uploadEndpoints.ossSts)).body.data as StsCredentials;
  // Servers of these tests hand out credentials that live seconds: fetch new ones before each request.
  return ossClient(await fetchSts(), {
    refreshSTSTokenInterval: 1,
    refreshSTSToken: async () => {
      const c = await fetchSts();
      return { accessKeyId: c.accessKeyId, accessKeySecret: c.accessKeySecret, stsToken: c.securityToken };
    },
  });
}

/** SHA-256 of the object under `key`, or null when there is none. */
export async function objectSha(client: OSS, key: string): Promise<string | null> {
  try {
    const got = await client.getStream(key);
    return await sha256Stream(got.stream as AsyncIterable<unknown>);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
