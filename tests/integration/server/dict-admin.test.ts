import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { DICT_CALLS, dictEndpoints } from '@shared/api/dictEndpoints';
import { DICT_MESSAGES, DICT_VERSION_HEADER, type DictEntry, type DictKind, type DictNode } from '@shared/domain/dictionary';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { MESSAGES } from '@shared/messages';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { apiClient, BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

/**
 * Dictionary administration (spec 3 §5, §7): system (dict/*) and business (dict-biz/*) on their own
 * tables, the rules (required fields, sealed entries, children, unique keys), operator-only writes,
 * and the version stamp every answer carries.
 */
describe.each(BACKENDS)('dictionary administration dict/*, dict-biz/* ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let admin: ApiClient;
  let kj: ApiClient;
  /** multi, given a post in the operator organisation with a role that is not its administrator. */
  let opStaff: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [admin, kj] = await signIn(server, 'admin', 'kj_admin');
    const user = await db.selectFrom('app_user').select('id').where('account', '=', 'multi').executeTakeFirstOrThrow();
    const top = await db.selectFrom('dept').select('id').where('tenant_id', '=', OPERATOR_TENANT).where('parent_id', '=', '0').executeTakeFirstOrThrow();
    const role = { id: newId(), tenant_id: OPERATOR_TENANT, name: '平台运营', alias: 'operator_staff', sort: 9 };
    await db.insertInto('role').values(role).execute();
    await db
      .insertInto('post')
      .values({ id: newId(), user_id: user.id, tenant_id: OPERATOR_TENANT, dept_id: top.id, post_name: '运营专员', role_ids: role.id, join_status: 'JOINED', create_time: timestamp() })
      .execute();
    opStaff = apiClient(server.url);
    await opStaff.login('multi', OPERATOR_TENANT);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  const submit = (api: ApiClient, kind: DictKind, body: unknown) => api.call(DICT_CALLS[kind].submit, { json: body });
  const remove = (api: ApiClient, kind: DictKind, ids: string) => api.call(DICT_CALLS[kind].remove, { json: { ids } });
  const parents = async (api: ApiClient, kind: DictKind, query: Record<string, string | number> = {}) =>
    expectOk<Page<DictEntry>>(await api.call(DICT_CALLS[kind].parentList, { query: { size: 100, ...query } }));
  const children = async (api: ApiClient, kind: DictKind, parentId: string) =>
    expectOk<Page<DictEntry>>(await api.call(DICT_CALLS[kind].list, { query: { parentId, size: 100 } })).records;
  const root = (code: string, extra: Record<string, unknown> = {}) => ({ parentId: '0', code, dictValue: `字典${code}`, sort: 1, isSealed: 0, remark: '', ...extra });
  const entry = (parentId: string, dictKey: string, extra: Record<string, unknown> = {}) => ({ parentId, code: 'ignored', dictValue: `项${dictKey}`, dictKey, sort: 1, isSealed: 0, ...extra });
  const stampOf = async (path: string) => (await fetch(new URL(path, server.url))).headers.get(DICT_VERSION_HEADER);

  for (const kind of ['system', 'biz'] as const) {
    it.skipIf(skip)(`${kind}: adds a dictionary and entries, lists, edits, reads them as the forms do, and removes them`, async () => {
      const code = `t_${kind}_a`;
      const added = await submit(admin, kind, root(code, { dictKey: 'whatever' }));
      expect(added.body.msg).toBe(MESSAGES.created);
      const dict = expectOk<DictEntry>(added);
      expect(dict).toMatchObject({ parentId: '0', code, dictKey: '-1', isSealed: 0 });
      const one = expectOk<DictEntry>(await submit(admin, kind, entry(dict.id, '1', { sort: 2 })));
      const two = expectOk<DictEntry>(await submit(admin, kind, entry(dict.id, '2', { sort: 1 })));
      // An entry takes its parent's code, whatever the form sent.
      expect(one.code).toBe(code);
      expect((await parents(admin, kind, { code })).records.map((r) => r.id)).toEqual([dict.id]);
      expect((await children(kj, kind, dict.id)).map((r) => r.dictKey)).toEqual(['2', '1']);
      const read = DICT_CALLS[kind].dictionary;
      expect(expectOk<DictEntry[]>(await kj.call(read, { query: { code } })).map((r) => r.dictValue)).toEqual(['项2', '项1']);
      expect(expectOk<DictEntry[]>(await kj.call(DICT_CALLS[kind].childList, { query: { code, parentId: dict.id } }))).toHaveLength(2);
      expect(expectOk<DictEntry>(await kj.call(DICT_CALLS[kind].detail, { query: { id: one.id } }))).toEqual(one);
      const tree = expectOk<DictNode[]>(await kj.call(DICT_CALLS[kind].tree, { query: { code: 'DICT' } }));
      expect(tree.find((n) => n.id === dict.id)?.children.map((c) => c.title)).toEqual(['项2', '项1']);

      const edited = await submit(admin, kind, { ...entry(dict.id, '3'), id: one.id, dictValue: '改名' });
      expect(edited.body.msg).toBe(MESSAGES.updated);
      expect(expectOk<DictEntry>(edited)).toMatchObject({ dictKey: '3', dictValue: '改名' });
      // Renaming a dictionary's code carries its entries along.
      expectOk(await submit(admin, kind, { ...root(`${code}_b`), id: dict.id }));
      expect(expectOk<DictEntry[]>(await kj.call(read, { query: { code: `${code}_b` } }))).toHaveLength(2);
      expect(expectOk<DictEntry[]>(await kj.call(read, { query: { code } }))).toEqual([]);

      expect((await remove(admin, kind, `${one.id},${two.id}`)).body.msg).toBe(MESSAGES.deleted);
      expectOk(await remove(admin, kind, dict.id));
      expectEnvelopeFailure(await kj.call(DICT_CALLS[kind].detail, { query: { id: dict.id } }), 404, DICT_MESSAGES.notFound);
    });

    it.skipIf(skip)(`${kind}: refuses each rule with its message and changes nothing`, async () => {
      const code = `t_${kind}_r`;
      const dict = expectOk<DictEntry>(await submit(admin, kind, root(code)));
      const sealed = expectOk<DictEntry>(await submit(admin, kind, entry(dict.id, 's', { isSealed: 1 })));
      const cases: [unknown, string][] = [
        [{ ...root(code), code: '' }, DICT_MESSAGES.codeRequired],
        [{ ...root(code), code: '1abc' }, DICT_MESSAGES.codeFormat],
        [{ ...root(code), dictValue: ' ' }, DICT_MESSAGES.valueRequired],
        [{ ...root(code), sort: '' }, DICT_MESSAGES.sortRequired],
        [{ ...root(code), isSealed: '' }, DICT_MESSAGES.sealedRequired],
        [{ ...root(code), isSealed: 2 }, DICT_MESSAGES.sealedRequired],
        [{ ...root('x'), dictValue: '名'.repeat(201) }, '长度不能超过200个字符'],
        [root(code), DICT_MESSAGES.codeTaken],
        [entry(dict.id, ''), DICT_MESSAGES.keyRequired],
        [entry(dict.id, 's'), DICT_MESSAGES.keyTaken],
        [entry('999999999', 'n'), DICT_MESSAGES.parentUnknown],
        [{ ...entry(dict.id, 't'), id: sealed.id }, DICT_MESSAGES.sealedKey],
      ];
      for (const [body, message] of cases) expectEnvelopeFailure(await submit(admin, kind, body), 400, message);
      expectEnvelopeFailure(await submit(admin, kind, { ...entry(dict.id, 'n'), id: '999999999' }), 404, DICT_MESSAGES.notFound);
      // A sealed entry keeps its key but may be renamed.
      expect(expectOk<DictEntry>(await submit(admin, kind, { ...entry(dict.id, 's'), id: sealed.id, dictValue: '新名', isSealed: 1 })).dictValue).toBe('新名');
      expectEnvelopeFailure(await remove(admin, kind, sealed.id), 400, DICT_MESSAGES.sealedRemove);
      expectEnvelopeFailure(await remove(admin, kind, dict.id), 400, DICT_MESSAGES.hasChildren);
      expectEnvelopeFailure(await remove(admin, kind, `${dict.id},999999999`), 404, DICT_MESSAGES.notFound);
      expect((await children(admin, kind, dict.id)).map((r) => [r.dictKey, r.dictValue])).toEqual([['s', '新名']]);
      // A sealed dictionary keeps its code.
      const sealedRoot = expectOk<DictEntry>(await submit(admin, kind, root(`${code}_s`, { isSealed: 1 })));
      expectEnvelopeFailure(await submit(admin, kind, { ...root(`${code}_t`, { isSealed: 1 }), id: sealedRoot.id }), 400, DICT_MESSAGES.sealedCode);
      expectEnvelopeFailure(await remove(admin, kind, sealedRoot.id), 400, DICT_MESSAGES.sealedRemove);
    });

    it.skipIf(skip)(`${kind}: writes are refused to other organisations and to a non-administrator of 000000; reads are not`, async () => {
      const dict = expectOk<DictEntry>(await submit(admin, kind, root(`t_${kind}_p`)));
      for (const api of [kj, opStaff]) {
        expectEnvelopeFailure(await submit(api, kind, root(`t_${kind}_q`)), 403, MESSAGES.forbidden);
        expectEnvelopeFailure(await submit(api, kind, { ...root(`t_${kind}_p`), id: dict.id, dictValue: '越权' }), 403, MESSAGES.forbidden);
        expectEnvelopeFailure(await remove(api, kind, dict.id), 403, MESSAGES.forbidden);
        expect((await parents(api, kind, { code: `t_${kind}_p` })).records).toEqual([dict]);
      }
      expect((await parents(admin, kind, { code: `t_${kind}_q` })).total).toBe(0);
    });
  }

  it.skipIf(skip)('the two kinds are separate tables: a business dictionary is not a system one', async () => {
    const code = 't_separate';
    const biz = expectOk<DictEntry>(await submit(admin, 'biz', root(code)));
    expectOk(await submit(admin, 'biz', entry(biz.id, '1')));
    expect(expectOk<DictEntry[]>(await kj.call(endpoints.dictionary, { query: { code } }))).toEqual([]);
    expect(expectOk<DictEntry[]>(await kj.call(DICT_CALLS.biz.dictionary, { query: { code } }))).toHaveLength(1);
    // The same code may be a system dictionary too.
    expectOk(await submit(admin, 'system', root(code)));
  });

  it.skipIf(skip)('the seeded dictionaries are sealed: not removed, code kept; client/dict/get-value answers one value', async () => {
    const htzt = (await parents(admin, 'system', { code: 'htzt' })).records.find((r) => r.code === 'htzt')!;
    expect(htzt.isSealed).toBe(1);
    expectEnvelopeFailure(await remove(admin, 'system', htzt.id), 400, DICT_MESSAGES.sealedRemove);
    const first = (await children(admin, 'system', htzt.id))[0];
    expect(expectOk<string>(await kj.call(dictEndpoints.getValue, { query: { code: 'htzt', dictKey: first.dictKey } }))).toBe(first.dictValue);
    expectEnvelopeFailure(await kj.call(dictEndpoints.getValue, { query: { code: 'htzt', dictKey: 'nope' } }), 404, DICT_MESSAGES.notFound);
    expectEnvelopeFailure(await kj.call(dictEndpoints.getValue, { query: { code: 'htzt' } }), 400, DICT_MESSAGES.keyRequired);
    const industries = expectOk<DictNode[]>(await kj.call(dictEndpoints.dictionaryTree, { query: { code: 'xmhy' } }));
    expect(industries.length).toBeGreaterThan(0);
  });

  it.skipIf(skip)('every answer carries the version stamp; a dictionary write moves it, a refused one does not', async () => {
    const before = await stampOf('/');
    expect(before).toBeTruthy();
    expect(await stampOf('/nothing-here')).toBe(before);
    // Routes registered before the dictionaries' carry it too (the captcha is among the first).
    expect(await stampOf(admin.path(endpoints.captcha.module, endpoints.captcha.path))).toBe(before);
    expectEnvelopeFailure(await submit(kj, 'system', root('t_stamp')), 403);
    expect(await stampOf('/')).toBe(before);
    const dict = expectOk<DictEntry>(await submit(admin, 'biz', root('t_stamp')));
    const moved = await stampOf('/');
    expect(moved).not.toBe(before);
    expectOk(await remove(admin, 'biz', dict.id));
    expect(await stampOf('/')).not.toBe(moved);
    // Kept across a restart: clients do not drop their dictionaries for nothing.
    const kept = await stampOf('/');
    await server.restart();
    expect(await stampOf('/')).toBe(kept);
    [admin, kj] = await signIn(server, 'admin', 'kj_admin');
  });
});
