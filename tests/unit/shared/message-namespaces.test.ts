import { describe, expect, it } from 'vitest';
import { localiseMessage } from '@shared/i18n';
import { CUSTOMER_MESSAGES } from '@shared/domain/customer';
import { MESSAGES } from '@shared/messages';

describe('the message catalogue, namespaced by domain', () => {
  it("keeps a domain's notFound apart from the generic one, in English", () => {
    expect(localiseMessage(CUSTOMER_MESSAGES.notFound, 'en')).not.toBe(localiseMessage(MESSAGES.notFound, 'en'));
    expect(localiseMessage(MESSAGES.notFound, 'en')).toBe('The requested resource does not exist');
    expect(localiseMessage(CUSTOMER_MESSAGES.notFound, 'en')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('fills templates and passes unknown text through', () => {
    expect(localiseMessage('长度不能超过30个字符', 'en')).toBe('Must be at most 30 characters');
    expect(localiseMessage('某个未知的提示', 'en')).toBe('某个未知的提示');
    expect(localiseMessage(MESSAGES.notFound, 'zh')).toBe('请求的资源不存在');
  });
});
