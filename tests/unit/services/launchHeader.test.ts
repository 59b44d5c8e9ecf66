import { describe, expect, it } from 'vitest';
import { withLaunchHeader } from '../../../src/main/services/gateway/launchHeader';

/** A fetch that answers with the headers it was given, so the test sees what would have gone out. */
const echo: typeof fetch = async (_input, init) => {
  const seen: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => (seen[key] = value));
  return new Response(JSON.stringify(seen), { status: 200 });
};

describe('the embedded server’s launch secret', () => {
  const send = withLaunchHeader(echo, 'http://127.0.0.1:4000', 's'.repeat(43));
  const headersOf = async (url: string, init?: RequestInit) => (await (await send(url, init)).json()) as Record<string, string>;

  it('goes with every request to the embedded server, beside the request’s own headers', async () => {
    expect(await headersOf('http://127.0.0.1:4000/api/cem-ops-auth/oauth/token', { headers: { 'tenant-id': '100004' } })).toEqual({ 'tenant-id': '100004', 'x-cem-launch': 's'.repeat(43) });
    expect(await headersOf('http://127.0.0.1:4000/api/x', { headers: { 'x-cem-launch': 'forged' } })).toMatchObject({ 'x-cem-launch': 's'.repeat(43) });
  });

  it('never goes to another server, nor to another port of the same machine', async () => {
    for (const url of ['https://cem.example.com/api/x', 'http://127.0.0.1:4001/api/x', 'http://localhost:4000/api/x']) {
      expect(await headersOf(url, { headers: { a: '1' } }), url).toEqual({ a: '1' });
    }
  });
});
