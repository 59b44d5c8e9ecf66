/**
 * The organisation form's server checks in real Chromium (spec 3 §5, §8): the name and the credit
 * code are checked on blur (名称已存在，请检查 / 企业社会信用代码已存在，请检查), a check that cannot
 * answer says 接口出错了，请重新填写; the director's phone lookup fills the name (read-only) and a
 * failed lookup shows the server's message and unlocks the name. Only the desktop core is faked.
 */
import { orgProfileSchema } from '@shared/domain/orgProfile';
import { directorSchema } from '@shared/domain/orgDirector';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { DirectorFields } from '../../src/renderer/src/resources/organisations/ActionFields';
import { CheckedTextField } from '../../src/renderer/src/resources/organisations/Fields';
import { answerApiCalls, apiCalls, Refusal } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const nameSchema = z.object({ orgName: orgProfileSchema.shape.orgName, regNo: orgProfileSchema.shape.regNo });

describe('organisation form checks on blur', () => {
  it('shows the server’s answer for a taken name and credit code, clears it for a free one, and says when the check failed', async () => {
    let answer: (path: string) => unknown = () => true;
    answerApiCalls((call) => answer(call.path));
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={nameSchema} resource="organisations" defaultValues={{ orgName: '', regNo: '' }} onSubmit={() => undefined}>
        <CheckedTextField name="orgName" />
        <CheckedTextField name="regNo" />
      </FieldHarness>,
    );
    const name = screen.getByTestId('field-orgName');
    const regNo = screen.getByTestId('field-regNo');

    answer = (path) => {
      if (path === 'biz-info/check-exist') throw new Refusal('名称已存在，请检查');
      throw new Refusal('企业社会信用代码已存在，请检查');
    };
    await userEvent.fill(name, '中科筑云科技有限公司');
    await userEvent.click(regNo);
    await expect.element(screen.getByText('名称已存在，请检查')).toBeVisible();
    expect(apiCalls.at(-1)).toMatchObject({ method: 'GET', path: 'biz-info/check-exist', query: { name: '中科筑云科技有限公司', field: 'orgName' } });

    await userEvent.fill(regNo, '91510100MA6CEM0002');
    await userEvent.click(name);
    await expect.element(screen.getByText('企业社会信用代码已存在，请检查')).toBeVisible();
    expect(apiCalls.at(-1)).toMatchObject({ path: 'biz-info/check-regno', query: { regNo: '91510100MA6CEM0002' } });

    answer = () => true;
    await userEvent.fill(name, '无人使用的名称');
    await userEvent.click(regNo);
    await expect.element(screen.getByText('名称已存在，请检查')).not.toBeInTheDocument();

    // The check itself fails (the core cannot reach the server): the form says so rather than passing it.
    answer = () => {
      throw new Error('connection reset');
    };
    await userEvent.fill(name, '另一个名称');
    await userEvent.click(regNo);
    // (Typing in the name left the credit code, whose own check failed the same way.)
    await expect.element(screen.getByText('接口出错了，请重新填写').first()).toBeVisible();
  });

  it('in English, shows the English twin of the server’s answer', async () => {
    answerApiCalls(() => {
      throw new Refusal('名称已存在，请检查');
    });
    const screen = await render(
      <FieldHarness i18n={await createI18n('en')} schema={nameSchema} resource="organisations" defaultValues={{ orgName: '', regNo: '' }} onSubmit={() => undefined}>
        <CheckedTextField name="orgName" />
        <CheckedTextField name="regNo" />
      </FieldHarness>,
    );
    await userEvent.fill(screen.getByTestId('field-orgName'), 'Taken Ltd');
    await userEvent.click(screen.getByTestId('field-regNo'));
    await expect.element(screen.getByText('This name is already taken; please check it')).toBeVisible();
  });
});

describe('director phone lookup', () => {
  it('fills the name from the account (read-only); a failed lookup shows the server’s message and unlocks the name', async () => {
    answerApiCalls((call) => {
      if (call.query?.phone === '13800000002') return { userId: '1', realName: '陈晓峰', phone: '13800000002' };
      throw new Refusal('该手机号尚未注册');
    });
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={directorSchema.omit({ id: true })} resource="organisations" defaultValues={{ directorPhone: '', directorName: '' }} onSubmit={() => undefined}>
        <DirectorFields />
      </FieldHarness>,
    );
    const phone = screen.getByTestId('field-directorPhone');
    const name = screen.getByRole('textbox', { name: /^负责人\*?$/ });
    await userEvent.fill(phone, '13800000002');
    await userEvent.click(screen.getByTestId('director-lookup'));
    await expect.element(name).toHaveValue('陈晓峰');
    await expect.element(name).toHaveAttribute('readonly');
    expect(apiCalls.at(-1)).toMatchObject({ method: 'GET', path: 'user/checkUser/{phone}', query: { phone: '13800000002' } });

    await userEvent.fill(phone, '13700000000');
    await userEvent.click(screen.getByTestId('director-lookup'));
    await expect.element(screen.getByText('该手机号尚未注册')).toBeVisible();
    await expect.element(name).not.toHaveAttribute('readonly');
    await userEvent.fill(name, '王小明');
    await expect.element(name).toHaveValue('王小明');
  });
});
