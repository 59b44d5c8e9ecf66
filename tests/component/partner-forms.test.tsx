/**
 * The bank card and other-company drawer forms in real Chromium (spec 3 §3, §5): the shared schemas'
 * messages inline. The e2e journeys (tests/e2e/partners.spec.ts) keep the saves, the default card and
 * the lists; the server's checks are in tests/integration/server/bank-cards.test.ts and
 * partners.test.ts ('answers each rule with its message'). Only the desktop core is faked.
 */
import { bankCardSchema } from '@shared/domain/bankCard';
import { otherCompanySchema } from '@shared/domain/otherCompany';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { bankCards } from '../../src/renderer/src/resources/bankCards';
import { BankCardFields } from '../../src/renderer/src/resources/bankCards/Fields';
import { otherCompanies } from '../../src/renderer/src/resources/otherCompanies';
import { OtherCompanyFields } from '../../src/renderer/src/resources/otherCompanies/Fields';
import { answerApiCalls } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

beforeEach(() => answerApiCalls(() => []));

describe('bank card form', () => {
  it('asks for the name, bank and account, and refuses an account that is not digits or starts with 0', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={bankCardSchema} defaultValues={bankCards.empty} onSubmit={onSubmit} resource="bankCards">
        <BankCardFields />
      </FieldHarness>,
    );
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await submit();
    for (const message of ['请输入账户名称', '请输入开户银行', '请输入银行账号']) await expect.element(screen.getByText(message)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '账户名称' }), '远景建筑设计研究院有限公司');
    await userEvent.fill(screen.getByRole('textbox', { name: '开户银行' }), '招商银行上海分行');
    await userEvent.fill(screen.getByRole('textbox', { name: '银行账号' }), '0214830100001234');
    await submit();
    await expect.element(screen.getByText('银行账号只能为数字且不能以0开头')).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '银行账号' }), '6214830100001234');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ bankAcc: '6214830100001234' });
  });
});

describe('other company form', () => {
  it('asks for the name and refuses a malformed credit code and invoice mobile', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={otherCompanySchema} defaultValues={otherCompanies.empty} onSubmit={onSubmit} resource="otherCompanies">
        <OtherCompanyFields />
      </FieldHarness>,
    );
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await submit();
    await expect.element(screen.getByText('请输入单位名称')).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '单位名称' }), 'E2E幕墙工程有限公司');
    await userEvent.fill(screen.getByRole('textbox', { name: '统一社会信用代码' }), '123');
    await userEvent.fill(screen.getByRole('textbox', { name: '收票手机号码' }), '12345678901');
    await submit();
    await expect.element(screen.getByText('社会信用代码格式有误')).toBeVisible();
    await expect.element(screen.getByText('收票手机号码格式有误')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
