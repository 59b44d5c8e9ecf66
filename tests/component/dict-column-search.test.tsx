/**
 * Dictionary columns and the dictionary search kind in real Chromium, on the notices list (its
 * category column and search declared as dictColumn / { kind: 'dict' }): labels come from the cached
 * dictionary (dict/dictionary) in Chinese and from the seeded English twins in English; an entry an
 * administrator added after the seed shows as stored. The desktop core is the one faked part
 * (support/fakeCore.ts), answering as the server would.
 */
import { FluentProvider } from '@fluentui/react-components';
import type { DictEntry } from '@shared/domain/dictionary';
import type { Notice } from '@shared/domain/notice';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ListPage } from '../../src/renderer/src/crud/ListPage';
import { notices } from '../../src/renderer/src/resources/notices';
import { fluentTheme } from '../../src/renderer/src/theme/themes';
import { answerApiCalls, apiCalls, pageOf } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';

const entry = (dictKey: string, dictValue: string, sort: number): DictEntry => ({ id: `10${sort}`, parentId: '1000', code: 'notice', dictKey, dictValue, sort, remark: '', isSealed: 0 });
// As seeded, plus 内部通报, which an administrator added later (no English twin).
const NOTICE_DICT = [entry('1', '通知公告', 1), entry('2', '系统消息', 2), entry('3', '活动通知', 3), entry('4', '内部通报', 4)];

const notice = (id: string, category: number, title: string): Notice => ({ id, category, categoryName: '', title, content: '', status: 1, isRead: 0, createTime: '2026-11-20 09:00:00' });
const NOTICES = [notice('1', 1, '停电通知'), notice('2', 2, '版本更新'), notice('3', 4, '内部季度通报')];

beforeEach(() => {
  answerApiCalls((call) => {
    if (call.path === 'menu/buttons') return [];
    if (call.path === 'dict/dictionary') return call.query?.code === 'notice' ? NOTICE_DICT : [];
    if (call.path === 'notice/page') {
      const category = call.query?.category;
      return pageOf(NOTICES.filter((n) => !category || String(n.category) === category));
    }
    throw new Error(`unexpected ${call.path}`);
  });
});

async function renderList(language: 'zh' | 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={await createI18n(language)}>
        <FluentProvider theme={fluentTheme('default')}>
          <MemoryRouter>
            <ListPage resource={notices} />
          </MemoryRouter>
        </FluentProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const pageQueries = () => apiCalls.filter((c) => c.path === 'notice/page').map((c) => c.query);

describe('dictionary column and search', () => {
  it('shows the categories from the dictionary and searches by one, in Chinese', async () => {
    const screen = await renderList('zh');
    await expect.element(screen.getByRole('row', { name: /停电通知/ })).toHaveTextContent('通知公告');
    await expect.element(screen.getByRole('row', { name: /版本更新/ })).toHaveTextContent('系统消息');
    await expect.element(screen.getByRole('row', { name: /内部季度通报/ })).toHaveTextContent('内部通报');

    await userEvent.click(screen.getByRole('combobox', { name: '消息类型' }));
    const options = screen.getByRole('listbox').getByRole('option');
    await expect.element(options.nth(3)).toHaveTextContent('内部通报');
    expect(options.elements().map((o) => o.textContent)).toEqual(['通知公告', '系统消息', '活动通知', '内部通报']);
    await userEvent.click(screen.getByRole('option', { name: '系统消息' }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await expect.element(screen.getByRole('row', { name: /停电通知/ })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('row', { name: /版本更新/ })).toBeVisible();
    expect(pageQueries().at(-1)).toMatchObject({ category: '2', current: 1 });
  });

  it('shows the English twins, and an entry added after the seed as stored, in English', async () => {
    const screen = await renderList('en');
    await expect.element(screen.getByRole('row', { name: /停电通知/ })).toHaveTextContent('Announcement');
    await expect.element(screen.getByRole('row', { name: /版本更新/ })).toHaveTextContent('System message');
    await expect.element(screen.getByRole('row', { name: /内部季度通报/ })).toHaveTextContent('内部通报');

    await userEvent.click(screen.getByRole('combobox', { name: 'Message type' }));
    const options = screen.getByRole('listbox').getByRole('option');
    await expect.element(options.nth(3)).toBeVisible();
    expect(options.elements().map((o) => o.textContent)).toEqual(['Announcement', 'System message', 'Event', '内部通报']);
    await userEvent.click(screen.getByRole('option', { name: 'Event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect.element(screen.getByRole('combobox', { name: 'Message type' })).toHaveTextContent('Event');
    await expect.poll(() => pageQueries().at(-1)).toMatchObject({ category: '3' });
  });
});
