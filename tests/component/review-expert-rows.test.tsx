/**
 * The expert rows of the project file upload form (spec 3 §5) in real Chromium: rows added and
 * deleted, each with a certified expert picked from user-base/expert-select (the desktop core behind
 * the bridge is the mocked part, support/fakeCore.ts), and the shared schema's messages under the
 * table: 请选择专家 with no row or no expert, 请删除没有选择专家的数据 for a row without one.
 */
import type { ExpertChoice } from '@shared/domain/review';
import { expertRowsSchema } from '@shared/domain/review';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { ExpertRows } from '../../src/renderer/src/resources/reviews/ExpertRows';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const EXPERTS: ExpertChoice[] = [
  { id: '3001', realName: '程远航', phone: '13900000017', orgName: '华信施工图审查中心有限公司' },
  { id: '3002', realName: '吴思远', phone: '13900000015', orgName: '匠心工程设计有限公司' },
];
const schema = z.object({ experts: expertRowsSchema });
const empty = { expertUserId: '', expertName: '', orgName: '' };

beforeEach(() => answerApiCalls(() => pageOf(EXPERTS)));

async function renderRows(language: 'zh' | 'en', rows: (typeof empty)[]) {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={await createI18n(language)} schema={schema} defaultValues={{ experts: rows }} onSubmit={onSubmit} resource="reviewFiles">
      <ExpertRows />
    </FieldHarness>,
  );
  return { screen, onSubmit };
}

describe('ExpertRows', () => {
  it('asks for an expert with no row and with an empty row, then for deleting the row without one; a full table is sent', async () => {
    const { screen, onSubmit } = await renderRows('zh', []);
    await expect.element(screen.getByText('尚未添加专家')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请选择专家')).toBeVisible();

    await userEvent.click(screen.getByTestId('review-expert-add'));
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请选择专家')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: '专家' }));
    await userEvent.click(screen.getByRole('option', { name: /程远航/ }));
    await expect.element(screen.getByTestId('review-expert-row').first()).toHaveTextContent('华信施工图审查中心有限公司');

    await userEvent.click(screen.getByTestId('review-expert-add'));
    await expect.element(screen.getByText('请删除没有选择专家的数据')).toBeVisible();
    await userEvent.click(screen.getByTestId('review-expert-remove-1'));
    await expect.element(screen.getByText('请删除没有选择专家的数据')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ experts: [{ expertUserId: '3001' }] });
    expect(apiCalls[0]).toMatchObject({ module: 'system', method: 'GET', path: 'user-base/expert-select' });
  });

  it('says the messages in English', async () => {
    const { screen } = await renderRows('en', [empty, empty]);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('Please choose an expert')).toBeVisible();
    await expect.element(screen.getByText('Review experts')).toBeVisible();
  });
});
