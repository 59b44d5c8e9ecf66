/**
 * The personal centre's forms in real Chromium (spec 1 §2 /info/*): the inline messages of the
 * shared schemas on the profile, certification, account and enterprise registration tabs, the server's refusal shown in the
 * form, and which tab each /info address opens. The e2e journey (tests/e2e/personal-centre.spec.ts)
 * keeps the saves that a reload reads back; the server's own checks are in
 * tests/integration/server/personal-centre.test.ts. Only the desktop core is faked.
 */
import { FluentProvider } from '@fluentui/react-components';
import type { ExpertCert } from '@shared/domain/expertCert';
import type { Profile } from '@shared/domain/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AccountTab } from '../../src/renderer/src/pages/info/AccountTab';
import { CertTab } from '../../src/renderer/src/pages/info/CertTab';
import PersonalCentrePage from '../../src/renderer/src/pages/info/PersonalCentrePage';
import { ProfileTab } from '../../src/renderer/src/pages/info/ProfileTab';
import { RegTab } from '../../src/renderer/src/pages/info/RegTab';
import { LazyToaster } from '../../src/renderer/src/shell/toast';
import { fluentTheme } from '../../src/renderer/src/theme/themes';
import { answerApiCalls, apiCalls, Refusal } from './support/fakeCore';
import { createI18n } from './support/FieldHarness';

const PROFILE: Profile = {
  userId: '9',
  account: 'sj_admin',
  phone: '13800000004',
  registerTime: '2026-01-01 08:00:00',
  pendingAvatar: '',
  avatar: '',
  realName: '张明远',
  cardNo: '',
  sex: '',
  areaCode: '',
  addr: '',
  birthday: '',
  educational: '',
  degree: '',
  university: '',
  major: '',
  position: '',
  email: '',
  wechat: '',
  qq: '',
  resume: '',
} as unknown as Profile;

const CERT: ExpertCert = {
  phone: '13800000007',
  realName: '吴国栋',
  areaCode: '',
  sex: '',
  position: '',
  educational: '',
  university: '',
  major: '',
  industryName: '',
  majorName: '',
  certificate: '',
  expertStatus: 0,
  submissionTime: '',
  expertPersonName: '',
  expertOrgName: '',
  expertTime: '',
  expertReason: '',
} as unknown as ExpertCert;

beforeEach(() => {
  answerApiCalls((call) => {
    if (call.path === 'user/info') return PROFILE;
    if (call.path === 'user-base/certDetail') return CERT;
    if (call.path === 'user/update-password') throw new Refusal('原密码错误');
    if (call.path === 'agreement/detailByCode') return { code: 'reg', title: '用户注册协议', content: '<p>协议</p>', updateTime: '2026-01-01 00:00:00' };
    return [];
  });
});

async function show(children: ReactNode, path = '/info/index') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={await createI18n('zh')}>
        <FluentProvider theme={fluentTheme('default')}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={children} />
            </Routes>
          </MemoryRouter>
          <LazyToaster />
        </FluentProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const box = (screen: Awaited<ReturnType<typeof show>>, name: string) => screen.getByRole('textbox', { name, exact: true });

describe('personal centre forms', () => {
  it('profile: the required choices and texts, then the id card, e-mail and QQ formats as they are typed', async () => {
    const screen = await show(<ProfileTab />);
    const form = screen.getByTestId('profile-form');
    await expect.element(screen.getByTestId('shown-phone')).toHaveValue('13800000004');
    await screen.getByTestId('profile-form-submit').click();
    for (const message of ['请选择性别', '请选择出生日期', '请选择学历', '请输入毕业院校', '请输入所学专业', '请输入职务']) await expect.element(form.getByText(message)).toBeVisible();
    await userEvent.fill(box(screen, '身份证号'), '110105194912310021');
    await userEvent.fill(box(screen, '邮箱'), 'bad');
    await userEvent.fill(box(screen, 'QQ'), '0123');
    await expect.element(form.getByText('身份证格式有误')).toBeVisible();
    await expect.element(form.getByText('邮箱格式输入有误')).toBeVisible();
    await expect.element(form.getByText('QQ号码格式有误')).toBeVisible();
    await userEvent.fill(box(screen, '身份证号'), '11010519491231002X');
    await expect.element(form.getByText('身份证格式有误')).not.toBeInTheDocument();
    expect(apiCalls.filter((c) => c.path === 'user/update-info')).toHaveLength(0);
  });

  it('cert: every required field and the certificate are asked for before anything is sent', async () => {
    const screen = await show(<CertTab />);
    await expect.element(screen.getByTestId('cert-status')).toHaveTextContent('未认证');
    await screen.getByTestId('cert-form-submit').click();
    const form = screen.getByTestId('cert-form');
    for (const message of ['请选择性别', '请输入职务', '请选择所在地区', '请选择学历', '请输入所属行业', '请输入专业名称', '请上传资格证书']) await expect.element(form.getByText(message)).toBeVisible();
    expect(apiCalls.filter((c) => c.path === 'user-base/certSubmit')).toHaveLength(0);
  });

  it('account: the password rule and 两次密码输入不一致 inline, the server’s 原密码错误 in the form; a malformed new phone gets no code', async () => {
    const screen = await show(<AccountTab />);
    const password = screen.getByTestId('password-form');
    await userEvent.fill(box(screen, '原密码'), 'Demo2026');
    await userEvent.fill(box(screen, '新密码'), 'short');
    await userEvent.fill(box(screen, '确认新密码'), 'other');
    await screen.getByTestId('password-form-submit').click();
    await expect.element(password.getByText('密码长度为8到20位，且须同时包含字母和数字')).toBeVisible();
    await expect.element(password.getByText('两次密码输入不一致')).toBeVisible();
    expect(apiCalls.filter((c) => c.path === 'user/update-password')).toHaveLength(0);
    await userEvent.fill(box(screen, '新密码'), 'NewPass2026');
    await userEvent.fill(box(screen, '确认新密码'), 'NewPass2026');
    await screen.getByTestId('password-form-submit').click();
    await expect.element(password.getByText('原密码错误')).toBeVisible();

    await userEvent.fill(box(screen, '新手机号'), '1390000');
    await screen.getByTestId('send-code').click();
    await expect.element(screen.getByTestId('phone-form').getByText('请输入正确的手机号')).toBeVisible();
    expect(apiCalls.filter((c) => c.path.startsWith('sms/'))).toHaveLength(0);
  });

  it('reg: the enterprise registration asks for each required field, and a malformed mobile as it is typed', async () => {
    const screen = await show(<RegTab />);
    const form = screen.getByTestId('reg-form');
    await form.getByTestId('reg-form-submit').click();
    for (const message of ['请选择企业类型', '请输入企业名称', '请输入法人', '请输入联系人', '请选择所在地区', '请输入联系手机号码']) await expect.element(form.getByText(message)).toBeVisible();
    await userEvent.fill(form.getByRole('textbox', { name: '联系手机号码', exact: true }), '12345678901');
    await expect.element(form.getByText('联系手机号码格式有误')).toBeVisible();
    expect(apiCalls.filter((c) => c.path === 'user/register-new')).toHaveLength(0);
  });

  it('each /info address opens its tab: the tab parameter first, then the last part of the path, else the profile', async () => {
    const routes: [string, string][] = [
      ['/info/index', 'user'],
      ['/info/index?tab=account', 'account'],
      ['/info/cert', 'cert'],
      ['/info/account', 'account'],
      ['/info/join', 'join'],
      ['/info/reg', 'reg'],
      ['/info/prip', 'prip'],
      ['/info/about', 'about'],
    ];
    for (const [path, tab] of routes) {
      const screen = await show(<PersonalCentrePage />, path);
      await expect.element(screen.getByTestId(`personal-panel-${tab}`)).toBeInTheDocument();
      await expect.element(screen.getByTestId(`personal-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
      screen.unmount();
    }
  });
});
