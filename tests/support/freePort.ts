import { createServer } from 'node:net';

/**
 * A loopback port that was free a moment ago: for a server or proxy whose address must be known
 * before it starts (a proxy named to the server, a server restarted on its old port).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
