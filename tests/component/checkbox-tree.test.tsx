/**
 * CheckboxTree (the grant form's menu, data-scope and API-scope trees) in real Chromium: a parent
 * checks its children, a partly checked parent shows mixed and one click on it clears it, a button
 * checks its page, and the keyboard alone moves (arrows) and toggles (Space).
 */
import type { GrantNode } from '@shared/domain/roleGrant';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { CheckboxTreeField } from '../../src/renderer/src/crud/fields/CheckboxTree';
import { createI18n, FieldHarness } from './support/FieldHarness';

const node = (id: string, title: string, kind: GrantNode['kind'], children: GrantNode[] = []): GrantNode => ({ id, code: '', title, kind, children });
const TREE: GrantNode[] = [
  node('1', '通知公告', 'menu', [node('2', '公告管理', 'menu', [node('3', '新增', 'button'), node('4', '删除', 'button')]), node('5', '公告查看', 'menu')]),
  node('9', '客户管理', 'menu'),
];

async function renderTree(value: string[] = []) {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={await createI18n('zh')} resource="roles" schema={z.object({ menuIds: z.array(z.string()) })} defaultValues={{ menuIds: value }} onSubmit={onSubmit}>
      <CheckboxTreeField name="menuIds" tree={TREE} />
    </FieldHarness>,
  );
  const item = (name: string) => screen.getByRole('treeitem', { name, exact: true });
  const box = (id: string) => screen.getByTestId(`tree-item-${id}`).element().querySelector('input[type="checkbox"]') as HTMLInputElement;
  const click = (id: string) => userEvent.click(box(id));
  const state = (id: string) => (box(id).indeterminate ? 'mixed' : box(id).checked);
  const submitted = async () => {
    onSubmit.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    return [...(onSubmit.mock.calls[0][0] as { menuIds: string[] }).menuIds].sort();
  };
  return { screen, item, click, state, submitted };
}

describe('CheckboxTree', () => {
  it('checks a parent with its children, shows a partly checked parent mixed, and clears a mixed entry in one click', async () => {
    const { screen, click, state, submitted } = await renderTree();
    // Only the top level starts open; a click on an entry's name opens it.
    await userEvent.click(screen.getByText('公告管理'));
    await click('2');
    await vi.waitFor(() => expect(state('3')).toBe(true));
    expect(state('4')).toBe(true);
    // The page above a checked entry is checked with it (its own box shows mixed: not all below it is).
    expect(state('1')).toBe('mixed');
    expect(await submitted()).toEqual(['1', '2', '3', '4']);

    await click('4');
    await vi.waitFor(() => expect(state('4')).toBe(false));
    expect(state('2')).toBe('mixed');
    expect(await submitted()).toEqual(['1', '2', '3']);

    // One click on the mixed entry takes it and everything below it away.
    await click('2');
    await vi.waitFor(() => expect(state('2')).toBe(false));
    expect(state('3')).toBe(false);
    expect(await submitted()).toEqual(['1']);

    await click('1');
    await vi.waitFor(() => expect(state('1')).toBe(false));
    expect(await submitted()).toEqual([]);
    await click('4');
    await vi.waitFor(() => expect(state('4')).toBe(true));
    // A button checks the pages above it.
    expect(await submitted()).toEqual(['1', '2', '4']);
  });

  it('works from the keyboard: arrows move, Space toggles', async () => {
    const { item, state, submitted } = await renderTree(['9']);
    await expect.element(item('客户管理')).toBeVisible();
    (item('通知公告').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('公告管理')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('新增')).toHaveFocus();
    await userEvent.keyboard(' ');
    await vi.waitFor(() => expect(state('3')).toBe(true));
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('公告管理')).toHaveFocus();
    // 公告管理 is now mixed (新增 without 删除): Space clears it, as a click does.
    await userEvent.keyboard(' ');
    await vi.waitFor(() => expect(state('3')).toBe(false));
    expect(await submitted()).toEqual(['1', '9']);
  });
});
