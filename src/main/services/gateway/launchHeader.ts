import { HEADER_LAUNCH } from '@shared/api/headers';

/**
 * The fetch every in-core HTTP caller of the server uses (ServerClient, the upload engine's
 * ResourceClient, the download service's calls through it), adding the embedded server's launch
 * secret to requests for that server's origin, and to no other: a server the person points the
 * app at must never learn it.
 */
export function withLaunchHeader(base: typeof fetch, serverUrl: string, secret: string): typeof fetch {
  const origin = new URL(serverUrl).origin;
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).origin !== origin) return base(input, init);
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, key) => headers.set(key, value));
    headers.set(HEADER_LAUNCH, secret);
    return base(input, { ...init, headers });
  };
}
