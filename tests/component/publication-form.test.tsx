/**
 * The publication task form in real Chromium (spec 3 §5 publication): the phase choices are the
 * picked project's phases, a publisher disabled here is shown greyed and cannot be chosen, and the
 * shared schema's messages show inline. The server's own checks are in
 * tests/integration/server/publications.test.ts. Only the desktop core is faked.
 */
import type { BizAttention } from '@shared/domain/bizAttention';
import type { DictEntry } from '@shared/domain/dictionary';
import { publicationSchema } from '@shared/domain/publication';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { publications } from '../../src/renderer/src/resources/publications';
import { answerApiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const entry = (code: string, dictKey: string, dictValue: string, sort: number): DictEntry => ({ id: `${code}${sort}`, parentId: '1', code, dictKey, dictValue, sort, remark: '', isSealed: 0 });
const DICTS: Record<string, DictEntry[]> = {
  xmjd: [entry('xmjd', '1', '可行性研究', 1), entry('xmjd', '2', '方案设计', 2), entry('xmjd', '3', '初步设计', 3), entry('xmjd', '4', '施工图设计', 4)],
  paperSize: [entry('paperSize', 'A1', 'A1', 1), entry('paperSize', 'A3', 'A3', 2)],
  paperType: [entry('paperType', '1', '普通白图', 1), entry('paperType', '2', '蓝图', 2)],
  archivedType: [entry('archivedType', '1', '设计成果', 1)],
};
const publisher = (tenantId: string, compName: string, attentionStatus: 1 | 2): BizAttention => ({
  id: `9${tenantId}`,
  tenantId,
  compName,
  orgCategory: 'cb',
  code: `C${tenantId}`,
  frameworkAgreement: 1,
  createTime: '2026-11-01 09:00:00',
  status: 1,
  attentionStatus,
  remark: '',
});

beforeEach(() =>
  answerApiCalls((call) => {
    if (call.path === 'dict/dictionary') return DICTS[String(call.query?.code)] ?? [];
    if (call.path === 'initiation/list') return pageOf([{ id: '7', name: '滨江新区文化艺术中心', phaseKeys: '2,4' }]);
    if (call.path === 'archive-publication/publisher-list') return pageOf([publisher('100010', '墨林图文出版', 1), publisher('100012', '青禾印务', 2)]);
    return [];
  }),
);

describe('publication task form', () => {
  it('offers the picked project’s phases, greys a disabled publisher, and shows each message', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={publicationSchema} defaultValues={publications.empty} onSubmit={onSubmit} resource="publications">
        <publications.Fields mode="add" />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    for (const message of ['请选择所属项目', '请选择出版单位', '请选择项目阶段', '请填写档案名称', '请上传出版文件', '请填写出版数量', '请选择计划完成时间', '请选择图幅', '请选择纸张类型', '请填写备注，200个字内', '请填写出版说明，200个字内'])
      await expect.element(screen.getByText(message, { exact: true })).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: '所属项目' }));
    await userEvent.click(screen.getByRole('option', { name: '滨江新区文化艺术中心' }));
    await userEvent.click(screen.getByRole('combobox', { name: '项目阶段' }));
    await expect.element(screen.getByRole('option', { name: '施工图设计' })).toBeVisible();
    expect(screen.getByRole('option').elements().map((o) => o.textContent)).toEqual(['方案设计', '施工图设计']);
    await userEvent.click(screen.getByRole('option', { name: '施工图设计' }));

    await userEvent.click(screen.getByRole('combobox', { name: '出版单位' }));
    await expect.element(screen.getByRole('option', { name: '青禾印务（已停用）' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: '墨林图文出版' }));

    await userEvent.fill(screen.getByRole('textbox', { name: '出版数量' }), '0');
    await userEvent.fill(screen.getByRole('textbox', { name: '备注' }), '备'.repeat(201));
    await expect.element(screen.getByText('出版数量须为1至999999之间的整数')).toBeVisible();
    await expect.element(screen.getByText('请填写备注，200个字内')).toBeVisible();
    await expect.element(screen.getByText('请选择所属项目')).not.toBeInTheDocument();
    await expect.element(screen.getByText('请选择出版单位')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
