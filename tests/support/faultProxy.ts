/**
 * A real TCP proxy on 127.0.0.1 in front of a server on loopback, which can break the connection
 * at the moments that matter for exactly-once submits:
 * - drop-before-request: the request never leaves the client's side of the proxy;
 * - cut-during-body: the server receives the head and part of the body, then the connection dies;
 * - cut-after-answer: the server receives everything and answers (it has committed), but the
 *   answer never reaches the client.
 * - corrupt-body: one byte in the middle of the body is flipped on its way (the server stores wrong bytes);
 * and can go down altogether (connections refused) and come back on the same port.
 * It reads HTTP/1.1 framing by Content-Length, which is what the core's fetch sends for JSON and forms.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export type Fault = 'drop-before-request' | 'cut-during-body' | 'cut-after-answer' | 'corrupt-body';

export interface FaultProxy {
  url: string;
  port: number;
  /** Request lines seen (`POST /api/…`), faulted or not. */
  requests: string[];
  /** Faults that fired, in order. */
  fired: { fault: Fault; request: string }[];
  /** Breaks the next `times` requests whose request line matches. */
  failNext(fault: Fault, match?: RegExp, times?: number): void;
  /** Stops listening and drops every open connection: the server is unreachable. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** Bytes clients sent through the proxy so far (request heads and bodies). */
  readonly bytesUp: number;
  /** Resets the connection carrying the byte after every `bytes` bytes sent through the proxy (null: never). */
  resetEvery(bytes: number | null): void;
  /** Connections reset by resetEvery so far. */
  readonly resets: number;
  /** The same for answers: resets the connection after every `bytes` bytes sent back to clients (null: never). */
  resetDownEvery(bytes: number | null): void;
  close(): Promise<void>;
}

interface Armed {
  fault: Fault;
  match: RegExp;
  times: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export interface FaultProxyOptions {
  /** The server behind it, told to accept the proxy's address as its Host (the server checks Host). */
  server?: { allowHost(host: string): void };
  /** A fixed port (0: any free one), for a server in another process told the name in advance (CEM_PUBLIC_HOSTS). */
  port?: number;
}

export async function startFaultProxy(target: string, opts: FaultProxyOptions = {}): Promise<FaultProxy> {
  const targetUrl = new URL(target);
  if (!LOOPBACK.has(targetUrl.hostname)) throw new Error(`the fault proxy forwards to loopback only, not ${targetUrl.hostname}`);
  const targetPort = Number(targetUrl.port);
  const armed: Armed[] = [];
  const sockets = new Set<Socket>();
  const requests: string[] = [];
  const fired: { fault: Fault; request: string }[] = [];
  let bytesUp = 0;
  let resetStep: number | null = null;
  let nextReset = Infinity;
  let resets = 0;
  let bytesDown = 0;
  let downStep: number | null = null;
  let nextDownReset = Infinity;

  const take = (requestLine: string): Fault | null => {
    const hit = armed.find((a) => a.match.test(requestLine));
    if (!hit) return null;
    if (--hit.times <= 0) armed.splice(armed.indexOf(hit), 1);
    fired.push({ fault: hit.fault, request: requestLine });
    return hit.fault;
  };

  const handle = (client: Socket) => {
    sockets.add(client);
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(upstream);
    const kill = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', () => {
      sockets.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.on('error', kill);
    upstream.on('error', kill);

    let buffer = Buffer.alloc(0);
    let bodyLeft = 0;
    let cutAt = -1; // body bytes to forward before cutting, for cut-during-body
    let corruptAt = -1; // body offset of the byte to flip, for corrupt-body
    let swallowAnswer = false;

    upstream.on('data', (chunk: Buffer) => {
      // The server has begun to answer, so it has handled (and stored) the request: lose the answer.
      if (swallowAnswer) return kill();
      bytesDown += chunk.length;
      if (bytesDown >= nextDownReset) {
        nextDownReset = downStep === null ? Infinity : bytesDown + downStep;
        resets++;
        // Part of the answer arrives, then the connection dies.
        client.write(chunk.subarray(0, Math.floor(chunk.length / 2)));
        return kill();
      }
      client.write(chunk);
    });

    client.on('data', (chunk: Buffer) => {
      bytesUp += chunk.length;
      if (bytesUp >= nextReset) {
        // A connection reset every few megabytes: whatever this connection carried is lost mid-way.
        nextReset = resetStep === null ? Infinity : bytesUp + resetStep;
        resets++;
        return kill();
      }
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length > 0) {
        if (bodyLeft > 0) {
          const n = Math.min(bodyLeft, buffer.length);
          if (cutAt >= 0 && n >= cutAt) {
            upstream.write(buffer.subarray(0, cutAt));
            // Let the partial body reach the server before the connection dies under it.
            setTimeout(kill, 50);
            buffer = Buffer.alloc(0);
            return;
          }
          if (corruptAt >= 0 && corruptAt < n) {
            const copy = Buffer.from(buffer.subarray(0, n));
            copy[corruptAt] ^= 0xff;
            upstream.write(copy);
            corruptAt = -1;
          } else {
            upstream.write(buffer.subarray(0, n));
            if (corruptAt >= 0) corruptAt -= n;
          }
          if (cutAt >= 0) cutAt -= n;
          bodyLeft -= n;
          buffer = buffer.subarray(n);
          continue;
        }
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end + 4);
        const text = head.toString('latin1');
        const requestLine = text.slice(0, text.indexOf('\r\n'));
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1] ?? 0);
        requests.push(requestLine);
        const fault = take(requestLine);
        if (fault === 'drop-before-request') return kill();
        upstream.write(head);
        buffer = buffer.subarray(end + 4);
        bodyLeft = length;
        cutAt = -1;
        if (fault === 'cut-during-body') {
          if (length < 2) return kill();
          cutAt = Math.floor(length / 2);
        }
        if (fault === 'cut-after-answer') swallowAnswer = true;
        corruptAt = fault === 'corrupt-body' && length > 0 ? Math.floor(length / 2) : -1;
      }
    });
  };

  let server: Server = createServer(handle);
  let port = opts.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen();
  opts.server?.allowHost(`127.0.0.1:${port}`);
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    requests,
    fired,
    failNext: (fault, match = /./, times = 1) => void armed.push({ fault, match, times }),
    get bytesUp() {
      return bytesUp;
    },
    get resets() {
      return resets;
    },
    resetDownEvery: (bytes) => {
      downStep = bytes;
      nextDownReset = bytes === null ? Infinity : bytesDown + bytes;
    },
    resetEvery: (bytes) => {
      resetStep = bytes;
      nextReset = bytes === null ? Infinity : bytesUp + bytes;
    },
    down: stop,
    up: async () => {
      if (server.listening) return;
      server = createServer(handle);
      await listen();
    },
    close: stop,
  };
}
