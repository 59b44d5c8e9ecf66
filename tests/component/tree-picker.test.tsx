/**
 * TreePicker in real Chromium, through DeptPicker and InnerContactPicker: a whole tree and a lazy
 * one, picked by mouse and by keyboard, disabled nodes refused, a branch ruled out. The trees come
 * from dept/* through the renderer's real callEndpoint and bridge client; only the desktop core
 * behind the bridge is faked (support/fakeCore.ts).
 */
import type { ApiCall } from '@shared/bridge';
import type { DeptTreeNode } from '@shared/domain/dept';
import { requiredText } from '@shared/domain/validation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { DeptPicker, InnerContactPicker } from '../../src/renderer/src/crud/fields/DeptPicker';
import { answerApiCalls, apiCalls } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const dept = (id: string, name: string, children: DeptTreeNode[] = [], extra: Partial<DeptTreeNode> = {}): DeptTreeNode => ({ id, parentId: '', name, kind: 'dept', hasChildren: children.length > 0, children, ...extra });
const TREE: DeptTreeNode[] = [dept('1', '远景设计院', [dept('2', '综合管理部'), dept('3', '设计一所', [dept('4', '结构组')]), dept('5', '设计二所')])];
const CONTACTS: DeptTreeNode[] = [
  dept('1', '远景设计院', [dept('3', '设计一所', [{ id: '900', parentId: '3', name: '林一鸣', kind: 'member', hasChildren: false }], { disabled: true }), { id: '901', parentId: '1', name: '张明远', kind: 'member', hasChildren: false }], { disabled: true }),
];
/** A lazy level's nodes carry no children, only whether they have some. */
const level = (id: string, name: string, hasChildren: boolean): DeptTreeNode => ({ id, parentId: '', name, kind: 'dept', hasChildren });
const LEVELS: Record<string, DeptTreeNode[]> = { '0': [level('1', '远景设计院', true)], '1': [level('3', '设计一所', true)], '3': [level('4', '结构组', false)] };

beforeEach(() =>
  answerApiCalls((call: ApiCall) => {
    if (call.path === 'dept/tree') return TREE;
    if (call.path === 'dept/inner-contacts-tree') return CONTACTS;
    if (call.path === 'dept/lazy-tree') return LEVELS[String(call.query?.parentId)] ?? [];
    if (call.path === 'dept/id-name-map') return { '4': '结构组' };
    throw new Error(`unexpected ${call.path}`);
  }),
);

const schema = z.object({ parentId: requiredText('请选择上级部门') });

describe('TreePicker', () => {
  it('picks a department with the mouse from the whole tree, opening a branch', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} resource="departments" schema={schema} defaultValues={{ parentId: '' }} onSubmit={onSubmit}>
        <DeptPicker name="parentId" required />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请选择上级部门')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: '上级部门' }));
    await userEvent.click(screen.getByTestId('tree-twisty-1'));
    await userEvent.click(screen.getByTestId('tree-twisty-3'));
    await userEvent.click(screen.getByRole('treeitem', { name: '结构组' }));
    await expect.element(screen.getByRole('combobox', { name: '上级部门' })).toHaveTextContent('结构组');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ parentId: '4' });
    expect(apiCalls.filter((c) => c.path === 'dept/tree')).toHaveLength(1);
  });

  it('works from the keyboard: arrows move and open, Enter picks, Escape closes; a ruled-out branch is refused', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('en')} resource="departments" schema={schema} defaultValues={{ parentId: '' }} onSubmit={onSubmit}>
        <DeptPicker name="parentId" required disabledBranch="3" />
      </FieldHarness>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Parent department' });
    await userEvent.click(trigger);
    await expect.element(screen.getByRole('tree')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}'); // opens 远景设计院
    await userEvent.keyboard('{ArrowDown}{ArrowDown}'); // 设计一所 (ruled out)
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('tree')).toBeVisible();
    await expect.element(screen.getByRole('treeitem', { name: '设计一所' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}'); // into 结构组, below the ruled-out branch
    await expect.element(screen.getByRole('treeitem', { name: '结构组' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}'); // 设计二所
    await expect.element(trigger).toHaveTextContent('设计二所');
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('treeitem', { name: '设计二所' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('tree')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ parentId: '5' });
  });

  it('loads a lazy tree a level at a time and names a value it has not loaded', async () => {
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} resource="departments" schema={schema} defaultValues={{ parentId: '4' }} onSubmit={() => {}}>
        <DeptPicker name="parentId" required lazy />
      </FieldHarness>,
    );
    const trigger = screen.getByRole('combobox', { name: '上级部门' });
    await expect.element(trigger).toHaveTextContent('结构组');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByTestId('tree-twisty-1'));
    await userEvent.click(screen.getByTestId('tree-twisty-3'));
    await expect.element(screen.getByRole('treeitem', { name: '结构组' })).toBeVisible();
    expect(apiCalls.filter((c) => c.path === 'dept/lazy-tree').map((c) => c.query?.parentId)).toEqual(['0', '1', '3']);
  });

  it('picks a person by department; departments are not pickable', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={z.object({ memberId: requiredText('请选择负责人') })} defaultValues={{ memberId: '' }} onSubmit={onSubmit}>
        <InnerContactPicker name="memberId" required />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: '负责人' }));
    await userEvent.click(screen.getByRole('treeitem', { name: '远景设计院' }), { force: true });
    await expect.element(screen.getByRole('tree')).toBeVisible();
    await userEvent.click(screen.getByTestId('tree-twisty-1'));
    await userEvent.click(screen.getByTestId('tree-twisty-3'));
    await userEvent.click(screen.getByRole('treeitem', { name: '林一鸣' }));
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ memberId: '900' });
  });
});
