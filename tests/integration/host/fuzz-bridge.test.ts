import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIDGE_METHODS } from '@shared/bridge';
import { HOST_BRIDGE_HEADER, HOST_CALL_PATH } from '@shared/hostProtocol';
import { HOST_UPLOAD_PATH } from '@shared/uploadBridge';
import { startBrowserMode, type BrowserMode } from '../../../src/main/host/browserMode';
import { DEMO_PASSWORD, tempDir } from '../../support/core';
import { describeRequest, leakIn, MALFORMED_BODIES, nastyObject, nastyValue, NASTY_STRINGS, rawRequest, rng, seedOf, Tally, type RawRequest, type Rng } from '../../support/fuzz';

const CHINESE = /[\u4e00-\u9fff]/;

/** Names that are not bridge methods, each of a shape that once reached an object's prototype somewhere. */
const BAD_METHODS: unknown[] = [
  '', 'session', 'session.', '.state', 'session.state.call', 'session.__proto__', '__proto__.state', 'constructor.constructor',
  'session.constructor', 'api.call.apply', 'toString', 'SESSION.STATE', ' session.state', 'session.state\u0000', 'session.hasOwnProperty',
  'uploads.__defineGetter__', 'x'.repeat(5000), 1, null, true, [], ['session.state'], {}, { toString: 'session.state' },
];

/** Arguments of any shape: missing, too many, wrong types, hostile keys. */
function nastyArgs(r: Rng): unknown[] {
  const n = r.pick([0, 1, 1, 1, 2, 3]);
  return Array.from({ length: n }, () => (r.chance(0.5) ? nastyObject(r) : nastyValue(r)));
}

describe('fuzz: the browser-mode bridge answers malformed calls with a refusal and no stack', () => {
  let mode: BrowserMode;
  let cookie: string;
  let pageKey: string;
  let port: number;

  beforeAll(async () => {
    const dataDir = tempDir('cem-fuzz-host-');
    const rendererDir = join(dataDir, 'renderer');
    mkdirSync(rendererDir);
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
    mode = await startBrowserMode({ dataDir, port: 0, rendererDir, version: 'test', env: { ...process.env, CEM_DEMO: 'on', CEM_KEYCHAIN_SERVICE: `cem-fuzz-host-${Date.now()}` }, log: () => {} });
    port = Number(new URL(mode.host.origin).port);
    const launch = new URL(mode.host.launchUrl);
    const answer = await rawRequest(port, { method: 'GET', target: `${launch.pathname}${launch.search}` });
    cookie = /set-cookie: ([^;\r\n]+)/i.exec(answer.text)![1];
    pageKey = /location: [^\r\n]*#[^=]+=([^\r\n]+)/i.exec(answer.text)![1];
  });
  afterAll(() => mode?.close());

  const headers = () => ({ 'content-type': 'application/json', origin: mode.host.origin, [HOST_BRIDGE_HEADER]: pageKey, cookie });
  const call = (method: unknown, args: unknown): RawRequest => ({ method: 'POST', target: HOST_CALL_PATH, headers: headers(), body: JSON.stringify({ method, args }) });
  const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { result?: unknown; error?: unknown };
  const signedIn = (answer: { text: string }) => !!(bodyOf(answer.text).result as { user?: unknown } | undefined)?.user;
  const signIn = () => rawRequest(port, call('session.loginPassword', [{ tenantId: '100004', username: 'sj_admin', password: DEMO_PASSWORD }]));

  it('0 answers of 5xx, 0 stack traces; refusals are 400 with a Chinese message or a BridgeResult failure', { timeout: 120_000 }, async () => {
    const tally = new Tally();
    const kinds: Record<string, number> = {};

    /**
     * What every answer must be: no 5xx and no stack; for a call the page could send (JSON without
     * __proto__ or constructor keys, which Fastify's parser refuses in its own words before the host
     * sees them) 400 {error: 中文} or 200 {result} whose failure, if it is one, is well formed.
     */
    let refusedByParser = 0;
    const check = (req: RawRequest, status: number, text: string): string | undefined => {
      const leak = leakIn(text);
      if (leak) return `leak /${leak}/`;
      if (status === 0 || status >= 500) return 'no answer or 5xx';
      if (req.target !== HOST_CALL_PATH) return undefined;
      const body = bodyOf(text);
      if (/"FST_ERR_CTP_/.test(text)) {
        refusedByParser++;
        return status >= 400 && status < 500 ? undefined : 'parser refusal not 4xx';
      }
      if (status >= 400) return typeof body.error === 'string' && CHINESE.test(body.error) ? undefined : 'refusal without a Chinese message';
      const result = body.result as { ok?: unknown; error?: { kind?: unknown; message?: unknown } } | null;
      if (result && typeof result === 'object' && result.ok === false) {
        kinds[String(result.error?.kind)] = (kinds[String(result.error?.kind)] ?? 0) + 1;
        if (result.error?.kind !== 'invalid' || typeof result.error?.message !== 'string' || !CHINESE.test(result.error.message)) return 'malformed BridgeResult failure';
      }
      return undefined;
    };

    const send = async (req: RawRequest) => {
      const answer = await rawRequest(port, req);
      tally.record(answer.status);
      const problem = check(req, answer.status, answer.text);
      if (problem) tally.failures.push(`${problem}: ${describeRequest(req, answer)}`);
      return answer;
    };

    expect(bodyOf((await signIn()).text).result).toMatchObject({ ok: true });

    for (const method of BAD_METHODS) {
      const answer = await send(call(method, []));
      expect(answer.status, JSON.stringify(method)).toBe(400);
    }
    for (const bad of MALFORMED_BODIES) {
      await send({ method: 'POST', target: HOST_CALL_PATH, headers: { ...headers(), ...(bad.contentType === null ? {} : { 'content-type': bad.contentType }) }, body: bad.body });
    }
    for (const shape of [{}, { method: 'session.state' }, { method: 'session.state', args: {} }, { method: 'session.state', args: 'x' }, { method: 'session.state', args: null }, [], null, 'session.state']) {
      await send({ method: 'POST', target: HOST_CALL_PATH, headers: headers(), body: JSON.stringify(shape) });
    }

    // Every method with arguments of every wrong shape; signing out or moving the server is undone after each case.
    for (const method of BRIDGE_METHODS) {
      const r = rng(seedOf(`bridge ${method}`));
      // Signing out deletes the person's cache files and is followed by a sign-in (scrypt): a few cases do.
      const cases = method === 'session.logout' ? 3 : 16;
      for (let i = 0; i < cases; i++) {
        await send(call(method, nastyArgs(r)));
        if (method === 'settings.update') await rawRequest(port, call('settings.update', [{ serverUrl: '' }]));
        if (method.startsWith('session.') && !signedIn(await rawRequest(port, call('session.state', [])))) await signIn();
      }
    }

    // The upload staging route beside the bridge: names, purposes and lengths of every shape.
    const r = rng(seedOf('bridge uploads'));
    for (let i = 0; i < 30; i++) {
      const query = `name=${encodeURIComponent(r.pick(NASTY_STRINGS).slice(0, 300))}&purpose=${encodeURIComponent(r.pick(['large', 'avatar', 'feedback', '__proto__', '', 'x']))}`;
      await send({ method: 'PUT', target: `${HOST_UPLOAD_PATH}?${query}`, headers: { ...headers(), 'content-type': r.pick(['application/octet-stream', '', 'nonsense']) }, body: 'x'.repeat(r.int(64)) });
    }

    console.log(`${tally.summary(`fuzz bridge (${BRIDGE_METHODS.length} methods)`)}; BridgeResult failures by kind ${JSON.stringify(kinds)}; refused by the JSON parser ${refusedByParser}`);
    expect(tally.failures).toEqual([]);
    expect(tally.count('5xx')).toBe(0);
  });
});
