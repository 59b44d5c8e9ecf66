import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters (N=2^17, r=8, p=1); CEM_SCRYPT_LOG_N lowers N for tests and development only. */
export const DEFAULT_SCRYPT_LOG_N = 17;
export const MIN_SCRYPT_LOG_N = 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** Stored hashes are ours, but a corrupted one must not ask for gigabytes. */
const MAX_LOG_N = 20;

/**
 * Each hash holds 128·N·r bytes (128 MiB at N=2^17) for about half a second: two at a time bound
 * the memory 40 parallel sign-ins can take, and the machine's cores are busy enough with two.
 */
const MAX_CONCURRENT_HASHES = 2;

let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>): Promise<Buffer> {
  const maxmem = 128 * options.N * options.r + 16 * 1024 * 1024;
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, logN: number = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  const N = 2 ** logN;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { N: number; r: number; p: number; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  if (scheme !== 'scrypt' || !salt || !hash || !Number.isInteger(N) || N < 2 || N > 2 ** MAX_LOG_N || (N & (N - 1)) !== 0) return null;
  if (!Number.isInteger(Number(r)) || !Number.isInteger(Number(p)) || Number(r) < 1 || Number(p) < 1 || Number(r) > 32 || Number(p) > 16) return null;
  return { N, r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash was made with weaker parameters than the server now uses: rehash it at the next sign-in. */
export function needsRehash(stored: string, logN: number = DEFAULT_SCRYPT_LOG_N): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < 2 ** logN || parsed.r < R || parsed.p < P;
}

const dummyHashes = new Map<number, Promise<string>>();

/** Spends the time a real check takes, so an unknown account answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string, logN: number = DEFAULT_SCRYPT_LOG_N): Promise<void> {
  let dummy = dummyHashes.get(logN);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), logN);
    dummyHashes.set(logN, dummy);
  }
  await verifyPassword(password, await dummy);
}
