import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { decodeNoticeContent, type Notice } from '@shared/domain/notice';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const ATTACK = '<p>升级<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">链接</a></p>';
const twice = (s: string) => encodeURIComponent(encodeURIComponent(s));

/** A tag that runs something once a page puts the text into innerHTML. */
const LIVE_MARKUP = /<\s*script|<[^>]*\son[a-z]+\s*=|javascript:/i;

/**
 * Spec 1 §7: "the content is URL-decoded" — a client following it runs decodeURIComponent over the
 * content, and one that distrusts a single pass decodes until nothing changes. Neither may turn an
 * answer into markup that runs.
 */
function decodings(content: string): string[] {
  const seen = [content, decodeNoticeContent(content)];
  let current = content;
  for (let i = 0; i < 4; i++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      break;
    }
    seen.push(current);
  }
  return seen;
}

function expectNoLiveMarkup(where: string, content: string): void {
  for (const text of decodings(content)) expect(text, `${where}: ${content}`).not.toMatch(LIVE_MARKUP);
}

describe.each(BACKENDS)('notice content: one representation in list, page and detail, safe after any decoding ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  let sj: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
    [sj] = await signIn(server, 'sj_admin');
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  /** The notice as every read call answers it: the message centre's list, management's page, the detail. */
  async function everyAnswer(id: string): Promise<Record<string, string>> {
    const list = expectOk<Page<Notice>>(await sj.call(endpoints.noticeList, { query: { size: -1 } })).records.find((n) => n.id === id);
    const centre = expectOk<Page<Notice>>(await sj.call(endpoints.noticeList, { query: { status: 1, isRead: 0, current: 1, size: 100 } })).records.find((n) => n.id === id);
    const page = expectOk<Page<Notice>>(await sj.call(endpoints.noticePage, { query: { size: -1 } })).records.find((n) => n.id === id);
    const detail = expectOk<Notice>(await sj.call(endpoints.noticeDetail, { query: { id } }));
    return { list: list!.content, centre: centre!.content, page: page!.content, detail: detail.content };
  }

  it.skipIf(skip)('a payload URL-encoded twice (or three times) is answered alike by every call and never decodes into markup', async () => {
    for (const content of [twice(ATTACK), encodeURIComponent(twice(ATTACK)), encodeURIComponent(ATTACK)]) {
      const saved = expectOk<Notice>(await sj.call(endpoints.noticeSave, { json: { category: 1, title: '编码攻击', content, status: 1 } }));
      expectNoLiveMarkup('save', saved.content);
      const answers = await everyAnswer(saved.id);
      for (const [where, answer] of Object.entries(answers)) expectNoLiveMarkup(where, answer);
      expect(new Set(Object.values(answers)), JSON.stringify(answers)).toEqual(new Set([saved.content]));
      // What the person wrote survives the cleaning.
      expect(decodeNoticeContent(saved.content)).toContain('升级');
    }
  });

  it.skipIf(skip)('rows stored before the fix (encoded, half-encoded, never cleaned) come out safe through every call', async () => {
    const author = await db.selectFrom('app_user').select('id').where('account', '=', 'sj_admin').executeTakeFirstOrThrow();
    const tenant = sj.session.tenantId!;
    const stored = [
      encodeURIComponent(ATTACK),
      twice(ATTACK),
      `<p>前缀</p>${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      '<p>从未清理<img src=x onerror=alert(1)></p>',
      `<p><a href="https://example.com/${encodeURIComponent('" onmouseover="alert(1)')}">链接</a></p>`,
    ];
    for (const content of stored) {
      const id = newId();
      await db.insertInto('notice').values({ id, tenant_id: tenant, category: 1, title: '旧数据', content, status: 1, create_user: author.id, create_time: timestamp() }).execute();
      const answers = await everyAnswer(id);
      for (const [where, answer] of Object.entries(answers)) expectNoLiveMarkup(where, answer);
      expect(new Set(Object.values(answers)).size, JSON.stringify(answers)).toBe(1);
    }
  });

  it.skipIf(skip)('plain HTML with a percent sign reads the same to this client and to a decoding one', async () => {
    const saved = expectOk<Notice>(await sj.call(endpoints.noticeSave, { json: { category: 1, title: '折扣', content: '<p>折扣 50% 以内，代码 %20 照登</p>', status: 1 } }));
    const shown = (html: string) => html.replace(/&#37;/g, '%');
    expect(shown(saved.content)).toBe('<p>折扣 50% 以内，代码 %20 照登</p>');
    expect(decodeURIComponent(saved.content)).toBe(saved.content);
  });
});
