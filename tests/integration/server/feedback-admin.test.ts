import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { feedbackEndpoints } from '@shared/api/feedbackEndpoints';
import { FEEDBACK_MESSAGES, FEEDBACK_STATUS_MESSAGES, type Feedback } from '@shared/domain/feedback';
import { expectEnvelopeFailure, expectOk } from '../../support/envelope';
import { BACKENDS, signIn, startTestServer, type ApiClient, type TestServer } from '../../support/server';

const valid = { type: 2, title: '导出按钮无响应', require: '', opinion: '点了没反应', phone: '' };

describe.each(BACKENDS)('feedback management: feedback/detail, feedback/update-status (spec 1 §3, §7) ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let sj: ApiClient;
  let yz: ApiClient;
  let mine: Feedback;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    [sj, yz] = await signIn(server, 'sj_admin', 'yz_admin');
    mine = expectOk<Feedback>(await sj.call(endpoints.feedbackSave, { json: valid }));
  });
  afterAll(() => server?.close());

  const detail = async (api: ApiClient, id: string) => api.call(feedbackEndpoints.feedbackDetail, { query: { id } });
  const update = (api: ApiClient, body: unknown) => api.call(feedbackEndpoints.feedbackUpdateStatus, { json: body });

  it.skipIf(skip)('reads one feedback of the organisation', async () => {
    expect(expectOk<Feedback>(await detail(sj, mine.id))).toMatchObject({ id: mine.id, title: valid.title, status: 0, statusName: '待处理' });
  });

  it.skipIf(skip)('updates the status and remark with 更新成功; the list filters by the new status', async () => {
    const answer = await update(sj, { id: mine.id, status: 2, remark: '已在 1.0.2 修复' });
    expect(answer.body.msg).toBe('更新成功');
    expect(expectOk<Feedback>(answer)).toMatchObject({ status: 2, statusName: '已处理', remark: '已在 1.0.2 修复' });
    expect(expectOk<Feedback>(await detail(sj, mine.id))).toMatchObject({ status: 2, remark: '已在 1.0.2 修复' });
    const handled = expectOk<Page<Feedback>>(await sj.call(endpoints.feedbackList, { query: { status: 2, size: -1 } }));
    expect(handled.records.map((r) => r.id)).toContain(mine.id);
  });

  it.skipIf(skip)('refuses each rule with its message and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ id: mine.id, remark: 'x' }, FEEDBACK_STATUS_MESSAGES.feedbackStatusRequired],
      [{ id: mine.id, status: '' }, FEEDBACK_STATUS_MESSAGES.feedbackStatusRequired],
      [{ id: mine.id, status: 9 }, FEEDBACK_MESSAGES.feedbackStatusFormat],
      [{ id: mine.id, status: 1.5 }, FEEDBACK_MESSAGES.feedbackStatusFormat],
      [{ id: mine.id, status: 1, remark: '备'.repeat(501) }, '长度不能超过500个字符'],
      [{ status: 1 }, FEEDBACK_MESSAGES.feedbackIdsFormat],
      [{ id: '99999999', status: 1 }, FEEDBACK_MESSAGES.feedbackNotFound],
    ];
    for (const [body, message] of cases) expectEnvelopeFailure(await update(sj, body), 400, message);
    expect(expectOk<Feedback>(await detail(sj, mine.id))).toMatchObject({ status: 2, remark: '已在 1.0.2 修复' });
    expectEnvelopeFailure(await detail(sj, 'abc'), 400, FEEDBACK_MESSAGES.feedbackIdsFormat);
  });

  it.skipIf(skip)("never reads or changes another organisation's feedback", async () => {
    expectEnvelopeFailure(await detail(yz, mine.id), 400, FEEDBACK_MESSAGES.feedbackNotFound);
    expectEnvelopeFailure(await update(yz, { id: mine.id, status: 3, remark: '越权' }), 400, FEEDBACK_MESSAGES.feedbackNotFound);
    expect(expectOk<Feedback>(await detail(sj, mine.id))).toMatchObject({ status: 2, remark: '已在 1.0.2 修复' });
  });
});
