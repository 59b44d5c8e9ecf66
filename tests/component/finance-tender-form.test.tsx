/**
 * The tender form and the feedback dialog's fields in real Chromium: a review's reviewer and files
 * show (and are required) only when the review applies; the feedback asks the winner by result — a
 * platform unit for 7, a name for 8, the re-bid date for 5 with a re-bid.
 */
import { feedbackSchema, tenderSchema } from '@shared/domain/financeTender';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FeedbackFields } from '../../src/renderer/src/resources/financeTenders/FeedbackFields';
import { TenderFields } from '../../src/renderer/src/resources/financeTenders/Fields';
import { financeTenders } from '../../src/renderer/src/resources/financeTenders/index';
import { answerApiCalls, pageOf } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const ME = { userId: '1', realName: 'x', tenantId: '100004', orgCategory: 'sj', orgName: '远景建筑设计研究院有限公司' };

describe('tender form', () => {
  it('shows the reviews’ reviewers and files only when a review applies, and requires them then', async () => {
    answerApiCalls((call) => (call.path === 'oauth/user-info' ? ME : pageOf([])));
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={tenderSchema} defaultValues={financeTenders.empty} onSubmit={onSubmit} resource="financeTenders">
        <TenderFields mode="add" />
      </FieldHarness>,
    );
    await expect.element(screen.getByText('商务评审人')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '商务评审' }));
    await userEvent.click(screen.getByRole('option', { name: '是' }));
    await userEvent.click(screen.getByRole('combobox', { name: '技术评审' }));
    await userEvent.click(screen.getByRole('option', { name: '是' }));
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await userEvent.click(screen.getByRole('combobox', { name: '技术评审单位类型' }));
    await userEvent.click(screen.getByRole('option', { name: '其他单位' }));
    await expect.element(screen.getByRole('textbox', { name: '技术评审单位' })).toBeVisible();
    await expect.element(screen.getByText('技术评审人')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '技术评审单位类型' }));
    await userEvent.click(screen.getByRole('option', { name: '本单位' }));
    await expect.element(screen.getByRole('combobox', { name: '技术评审人' })).toBeVisible();
    await expect.element(screen.getByText('请选择投标截止时间')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('shows every message on the first submit: the reviews’ with the basic fields’, and none under our unit, which starts as the caller’s organisation', async () => {
    answerApiCalls((call) => (call.path === 'oauth/user-info' ? ME : pageOf([])));
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={tenderSchema} defaultValues={financeTenders.empty} onSubmit={onSubmit} resource="financeTenders">
        <TenderFields mode="add" />
      </FieldHarness>,
    );
    await expect.element(screen.getByRole('combobox', { name: '我方投标单位' })).toHaveTextContent(ME.orgName);
    await userEvent.click(screen.getByRole('combobox', { name: '商务评审' }));
    await userEvent.click(screen.getByRole('option', { name: '是' }));
    await userEvent.click(screen.getByRole('combobox', { name: '技术评审' }));
    await userEvent.click(screen.getByRole('option', { name: '是' }));
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请填写投标项目名称，100个字内')).toBeVisible();
    await expect.element(screen.getByText('请选择投标负责人')).toBeVisible();
    await expect.element(screen.getByText('请选择商务评审人')).toBeVisible();
    await expect.element(screen.getByText('请上传商务评审文件')).toBeVisible();
    await expect.element(screen.getByText('请选择技术评审单位类型')).toBeVisible();
    await expect.element(screen.getByText('请上传技术评审文件')).toBeVisible();
    await expect.element(screen.getByText('请选择我方投标单位')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('bid feedback fields', () => {
  // Labels of required fields end with Fluent's " *", so the fields are found by role and name (or
  // test id), not by a label's exact text — waiting for that text is what timed this test out.
  it('asks the winner by result', async () => {
    answerApiCalls((call) => (call.path === 'oauth/user-info' ? ME : pageOf([])));
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={feedbackSchema} defaultValues={{ id: '7', statusTender: '', isRebid: '0', winAttach: [] }} onSubmit={onSubmit} resource="financeTenders">
        <FeedbackFields />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请选择投标结果')).toBeVisible();
    const choose = async (name: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: '投标状态' }));
      await userEvent.click(screen.getByRole('option', { name }));
    };
    const platform = screen.getByRole('combobox', { name: '中标平台单位' });
    const winnerName = screen.getByRole('textbox', { name: '中标单位名称' });
    const attachment = screen.getByTestId('tender-win-attach');
    const rebidDate = screen.getByRole('combobox', { name: '重新投标日期', exact: true });

    await choose('中标（平台单位）');
    await expect.element(platform).toBeVisible();
    await expect.element(attachment).toBeVisible();
    await expect.element(winnerName).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('请选择中标平台单位')).toBeVisible();
    await expect.element(screen.getByText('请上传中标附件')).toBeVisible();

    await choose('中标（其他单位）');
    await expect.element(winnerName).toBeVisible();
    await expect.element(platform).not.toBeInTheDocument();
    await expect.element(attachment).toBeVisible();

    await choose('未中标（可重新投标）');
    await expect.element(attachment).not.toBeInTheDocument();
    await expect.element(winnerName).not.toBeInTheDocument();
    await expect.element(rebidDate).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '是否重新投标' }));
    await userEvent.click(screen.getByRole('option', { name: '是' }));
    await expect.element(rebidDate).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
