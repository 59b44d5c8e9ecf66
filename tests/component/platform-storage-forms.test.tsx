/**
 * Issue 14, storage and SMS configuration forms in real Chromium: the credential fields appear only
 * for a category that needs them, the shared schema's messages show inline, a new configuration needs
 * its secret while an edit may leave it blank (kept), and the secret is a password field.
 */
import { smsConfigSchema } from '@shared/domain/smsConfig';
import { storageConfigEditSchema, storageConfigSchema } from '@shared/domain/storageConfig';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { z } from 'zod';
import { withoutSecrets } from '../../src/renderer/src/crud/secretFields';
import { ossConfigs } from '../../src/renderer/src/resources/ossConfigs';
import { OssConfigFields } from '../../src/renderer/src/resources/ossConfigs/Fields';
import { smsConfigs } from '../../src/renderer/src/resources/smsConfigs';
import { SmsConfigFields } from '../../src/renderer/src/resources/smsConfigs/Fields';
import { createI18n, FieldHarness } from './support/FieldHarness';

async function renderOss(mode: 'add' | 'edit', schema: z.ZodType, values = ossConfigs.empty, language: 'zh' | 'en' = 'zh') {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={await createI18n(language)} schema={schema} defaultValues={values} onSubmit={onSubmit} resource="ossConfigs">
      <OssConfigFields mode={mode} />
    </FieldHarness>,
  );
  const choose = async (field: string, option: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: field }));
    await userEvent.click(screen.getByRole('option', { name: option }));
  };
  return { screen, onSubmit, choose, submit: () => userEvent.click(screen.getByRole('button', { name: 'submit' })) };
}

describe('storage configuration form', () => {
  it('asks Aliyun for its address, bucket, region, keys and role; the reference store for its code only', async () => {
    const { screen, onSubmit, choose, submit } = await renderOss('add', storageConfigSchema);
    await userEvent.fill(screen.getByRole('textbox', { name: '资源编号' }), 'ali');
    await submit();
    for (const message of ['请输入存储资源地址', '请输入存储空间名', '请输入存储地域', '请输入存储 AccessKey', '请输入存储 SecretKey', '请输入 STS 角色 ARN']) {
      await expect.element(screen.getByText(message)).toBeVisible();
    }
    await userEvent.fill(screen.getByRole('textbox', { name: '资源地址' }), 'oss.example.com');
    await userEvent.fill(screen.getByRole('textbox', { name: '空间名' }), 'Bad_Bucket');
    await submit();
    await expect.element(screen.getByText('存储资源地址须以 http:// 或 https:// 开头')).toBeVisible();
    await expect.element(screen.getByText('存储空间名只能包含小写字母、数字和短横线，3到63个字符')).toBeVisible();
    expect(screen.container.querySelector('input[type="password"]')).not.toBeNull();

    await choose('存储类型', '参考对象存储（本服务器）');
    await expect.element(screen.getByRole('textbox', { name: '资源地址' })).not.toBeInTheDocument();
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ code: 'ali', category: 'reference' });
  });

  it('an edit submits with the secret left blank (the stored one is kept)', async () => {
    const record = { code: 'ali', category: 'aliyun', endpoint: 'https://oss-cn-shanghai.aliyuncs.com', bucket: 'cem-prod', region: 'oss-cn-shanghai', accessKey: 'ak', secretKey: '', roleArn: 'acs:ram::1:role/x', remark: '' };
    const { onSubmit, submit } = await renderOss('edit', storageConfigEditSchema, record);
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ code: 'ali', secretKey: '' });
  });

  it('speaks English', async () => {
    const { screen, submit } = await renderOss('add', storageConfigSchema, ossConfigs.empty, 'en');
    await submit();
    await expect.element(screen.getByText('Enter the storage resource code')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Bucket' })).toBeVisible();
  });

  it('the secret is declared write-only: a draft keeps everything but it', () => {
    expect(ossConfigs.secretFields).toEqual(['secretKey']);
    expect(smsConfigs.secretFields).toEqual(['secretKey']);
    expect(withoutSecrets({ code: 'a', secretKey: 's' }, ossConfigs.secretFields)).toEqual({ code: 'a' });
  });
});

describe('SMS configuration form', () => {
  it('asks a gateway for template, signature and keys; the console for its code only', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} schema={smsConfigSchema} defaultValues={smsConfigs.empty} onSubmit={onSubmit} resource="smsConfigs">
        <SmsConfigFields mode="add" />
      </FieldHarness>,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: '资源编号' }), 'ali-sms');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    for (const message of ['请输入短信模板ID', '请输入短信签名', '请输入短信 AccessKey', '请输入短信 SecretKey']) await expect.element(screen.getByText(message)).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: '服务类型' }));
    await userEvent.click(screen.getByRole('option', { name: '参考控制台（服务器输出）' }));
    await expect.element(screen.getByRole('textbox', { name: '模板ID' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ code: 'ali-sms', category: 'console' });
  });
});
