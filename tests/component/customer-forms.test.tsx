/**
 * The customer and follow-up record drawer forms in real Chromium (spec 1 §2, §5): the shared
 * schemas' messages inline, on submit and then as the person corrects. The e2e journeys
 * (tests/e2e/customers.spec.ts, customer-followup.spec.ts) keep the drawer, the saves and the lists;
 * the server's own checks are in tests/integration/server/customers.test.ts and follow-records.test.ts.
 * The rich-text length and the date-time formats have their own tests (rich-text-counter,
 * date-fields). Only the desktop core is faked.
 */
import { customerAddSchema } from '@shared/domain/customer';
import { followRecordSchema } from '@shared/domain/followRecord';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { customers } from '../../src/renderer/src/resources/customers';
import { CustomerFields } from '../../src/renderer/src/resources/customers/Fields';
import { FollowRecordFields } from '../../src/renderer/src/resources/followRecords/Fields';
import { answerApiCalls } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

beforeEach(() => answerApiCalls(() => []));

describe('customer form', () => {
  it('asks for the required fields, then shows the length, mobile, QQ and e-mail rules as they are typed', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={customerAddSchema} defaultValues={customers.empty} onSubmit={onSubmit} resource="customers">
        <CustomerFields mode="add" />
      </FieldHarness>,
    );
    const field = (label: string) => screen.getByRole('textbox', { name: label, exact: true });
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    for (const message of ['请输入企业名称', '请输入法人', '请选择所在地区', '请输入联系人', '请输入联系电话']) await expect.element(screen.getByText(message)).toBeVisible();
    await userEvent.fill(field('企业名称'), '企'.repeat(31));
    await userEvent.fill(field('联系电话'), '12345678901');
    await userEvent.fill(field('QQ'), '0123');
    await userEvent.fill(field('邮箱'), 'bad');
    await expect.element(screen.getByText('长度不能超过30个字符')).toBeVisible();
    await expect.element(screen.getByText('手机号码格式有误')).toBeVisible();
    await expect.element(screen.getByText('QQ号码格式有误')).toBeVisible();
    await expect.element(screen.getByText('邮箱格式有误')).toBeVisible();
    await userEvent.fill(field('联系电话'), '13800000009');
    await expect.element(screen.getByText('手机号码格式有误')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('follow-up record form', () => {
  it('asks for the times, subject and details, then refuses an end before the start and a subject over 30 characters', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness
        i18n={await createI18n('zh')}
        schema={followRecordSchema}
        defaultValues={{ customerId: '1', startTime: '', endTime: '', theme: '', remark: '', imgList: [] }}
        onSubmit={onSubmit}
        resource="followRecords"
      >
        <FollowRecordFields mode="add" />
      </FieldHarness>,
    );
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'submit' }));
    const dateTime = async (label: string, day: string, time: string) => {
      await userEvent.fill(screen.getByRole('combobox', { name: label, exact: true }), day);
      await userEvent.tab();
      await userEvent.fill(screen.getByRole('combobox', { name: `${label} 时间`, exact: true }), time);
      await userEvent.tab();
    };
    await submit();
    for (const message of ['请选择开始时间', '请选择结束时间', '请输入跟进主题', '请输入跟进详情']) await expect.element(screen.getByText(message)).toBeVisible();
    await dateTime('开始时间', '2026-11-20', '14:00:00');
    await dateTime('结束时间', '2026-11-20', '13:00:00');
    await userEvent.fill(screen.getByRole('textbox', { name: '跟进主题' }), '主'.repeat(31));
    await submit();
    await expect.element(screen.getByText('结束时间不能早于开始时间')).toBeVisible();
    await expect.element(screen.getByText('长度不能超过30个字符')).toBeVisible();
    await dateTime('结束时间', '2026-11-20', '15:30:00');
    await submit();
    await expect.element(screen.getByText('结束时间不能早于开始时间')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
