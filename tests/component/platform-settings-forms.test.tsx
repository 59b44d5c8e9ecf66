/**
 * The region, parameter and app-version drawer forms in real Chromium (issue 14, spec 3 §5): the
 * shared schemas' messages inline on submit, nothing submitted. The server's own checks are in
 * tests/integration/server/platform-settings.test.ts; the journeys in tests/e2e/platform-settings.spec.ts.
 * Only the desktop core is faked.
 */
import { appVersionSchema } from '@shared/domain/appVersion';
import { PARAM_KEYS, paramSchema } from '@shared/domain/param';
import { regionSubmitSchema } from '@shared/domain/region';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appVersions } from '../../src/renderer/src/resources/appVersions';
import { AppVersionFields } from '../../src/renderer/src/resources/appVersions/Fields';
import { params } from '../../src/renderer/src/resources/params';
import { ParamFields } from '../../src/renderer/src/resources/params/Fields';
import { RegionFields } from '../../src/renderer/src/resources/regions/Fields';
import { regionsUnder } from '../../src/renderer/src/resources/regions';
import { answerApiCalls } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

beforeEach(() => answerApiCalls(() => []));

describe('region form', () => {
  it('adds under the level shown and refuses a code that does not fit its parent', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={regionSubmitSchema} defaultValues={regionsUnder('31').empty} onSubmit={onSubmit} resource="regions">
        <RegionFields mode="add" />
      </FieldHarness>,
    );
    await expect.element(screen.getByRole('textbox', { name: '上级编码' })).toHaveValue('31');
    await userEvent.fill(screen.getByRole('textbox', { name: '区划编码' }), '3201');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await expect.element(screen.getByText('行政区划编码须以上级编码开头，省级2位、市级4位、区县6位、乡镇9位')).toBeVisible();
    await expect.element(screen.getByText('请输入行政区划名称')).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '区划编码' }), '3199');
    await userEvent.fill(screen.getByRole('textbox', { name: '区划名称' }), '新区');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});

describe('parameter form', () => {
  it('asks for name, key and value, and checks the captcha switch’s value', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={paramSchema} defaultValues={params.empty} onSubmit={onSubmit} resource="params">
        <ParamFields mode="add" />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    for (const message of ['请输入参数名称', '请输入参数键名', '请输入参数键值']) await expect.element(screen.getByText(message)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '参数键名' }), PARAM_KEYS.captcha);
    await userEvent.fill(screen.getByRole('textbox', { name: '参数键值' }), 'on');
    await expect.element(screen.getByText('验证码开关的键值只能是 true 或 false')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('types the initial password hidden and, editing, keeps it when left blank', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness
        i18n={await createI18n('en')}
        schema={paramSchema}
        defaultValues={{ id: '1', paramName: 'Initial password', paramKey: PARAM_KEYS.initPassword, paramValue: '', remark: '' }}
        onSubmit={onSubmit}
        resource="params"
      >
        <ParamFields mode="edit" />
      </FieldHarness>,
    );
    await expect.element(screen.getByText('Leave blank to keep the current value')).toBeVisible();
    expect(screen.container.querySelector('input[name="paramValue"]')?.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});

describe('app version form', () => {
  it('asks for the required fields, then the URL format and the length limits', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={appVersionSchema} defaultValues={appVersions.empty} onSubmit={onSubmit} resource="appVersions">
        <AppVersionFields />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    for (const message of ['请选择终端', '请输入版本名称', '请输入版本号', '请输入下载地址']) await expect.element(screen.getByText(message)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '下载地址' }), 'www.example.com/app.apk');
    await userEvent.fill(screen.getByRole('textbox', { name: '版本名称' }), 'v'.repeat(31));
    await expect.element(screen.getByText('下载地址格式有误')).toBeVisible();
    await expect.element(screen.getByText('长度不能超过30个字符')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks a desktop installer for a semver name, its SHA-512 and its size (the update feed needs them)', async () => {
    const onSubmit = vi.fn();
    const desktop = { ...appVersions.empty, mobileType: '3', versionName: 'v1.2', versionCode: '120', downloadUrl: 'https://dl.example.com/cem-1.2.0-setup.exe' };
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={appVersionSchema} defaultValues={desktop} onSubmit={onSubmit} resource="appVersions">
        <AppVersionFields />
      </FieldHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    for (const message of ['桌面端版本名称须为 x.y.z 格式，如 1.2.0', '请输入安装包的 SHA-512 校验值（base64）', '请输入安装包大小（字节）']) await expect.element(screen.getByText(message)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: '版本名称' }), '1.2.0');
    await userEvent.fill(screen.getByRole('textbox', { name: '安装包 SHA-512' }), `${'A'.repeat(86)}==`);
    await userEvent.fill(screen.getByRole('textbox', { name: '安装包大小（字节）' }), '95000123');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ versionName: '1.2.0', fileSize: 95000123 });
  });

  it('has no installer fields for a mobile terminal', async () => {
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={appVersionSchema} defaultValues={{ ...appVersions.empty, mobileType: '1' }} onSubmit={vi.fn()} resource="appVersions">
        <AppVersionFields />
      </FieldHarness>,
    );
    await expect.element(screen.getByRole('textbox', { name: '下载地址' })).toBeVisible();
    expect(screen.container.querySelector('input[name="fileSha512"]')).toBeNull();
  });
});
