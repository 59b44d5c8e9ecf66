/**
 * Which Host header a local listener answers to: the browser-mode host and the reference server
 * share the rule. A name that is not the listener's own (a DNS-rebinding name such as
 * evil.example pointed at 127.0.0.1, or any other forged Host) is refused, so no page of another
 * site reaches the listener through its own name and no foreign name is ever echoed into a link.
 */

/** The names a listener on the loopback interface at `port` is reached by. */
export function loopbackHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

/** Host names compare without regard to case; the port is part of the name. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase();
}

export function hostAllowed(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  return header !== undefined && header !== '' && allowed.has(normaliseHost(header));
}

/**
 * Reads a list of public names (comma or space separated), each a bare `host[:port]` or a URL
 * (`https://cem.example.com/app`), into the form a Host header takes (`cem.example.com`, the scheme's
 * default port left out as clients leave it out). Entries that are not a host are ignored.
 */
export function hostListFrom(text: string | undefined): string[] {
  const hosts: string[] = [];
  for (const entry of (text ?? '').split(/[\s,]+/)) {
    if (!entry) continue;
    try {
      const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `http://${entry}`);
      if (url.host && !url.username && !url.password) hosts.push(normaliseHost(url.host));
    } catch {
      // Not a host name: nothing to allow.
    }
  }
  return hosts;
}
