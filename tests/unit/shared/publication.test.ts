import { PROJECT_MESSAGES } from '@shared/domain/project';
import { describe, expect, it } from 'vitest';
import { localiseMessage } from '@shared/i18n';
import { allowedTargets } from '@shared/domain/statusMachine';
import { joinKeys, PUBLICATION_MESSAGES, publicationSchema, publicationStatusMachine } from '@shared/domain/publication';
import { UPLOAD_FIELDS } from '@shared/domain/upload';
import { firstMessage } from '@shared/domain/validation';

const valid = {
  projectId: '12',
  teamId: '100010',
  phaseKey: '3',
  name: '施工图',
  attach: [{ attachId: '34', name: 'a.pdf', link: 'http://x/a.pdf', size: 10 }],
  publishingNum: '8',
  completionTime: '2026-12-31 18:00:00',
  paperSize: 'A1,A3',
  paperType: '1',
  remark: '备注',
  describe: '说明',
};
const messageOf = (change: Record<string, unknown>) => {
  const parsed = publicationSchema.safeParse({ ...valid, ...change });
  return parsed.success ? null : firstMessage(parsed.error);
};

describe('publication task rules (spec 3 §5 publication)', () => {
  it('accepts a complete task, joining the paper choices once each, the copies as a number', () => {
    const parsed = publicationSchema.parse({ ...valid, paperSize: ['A3', 'A1', 'A3'], type: undefined });
    expect(parsed).toMatchObject({ paperSize: 'A3,A1', publishingNum: 8, type: '' });
    expect(joinKeys(' A1, ,A2 ')).toBe('A1,A2');
  });

  it.each([
    [{ projectId: '' }, PUBLICATION_MESSAGES.project],
    [{ teamId: undefined }, PUBLICATION_MESSAGES.publisher],
    [{ phaseKey: ' ' }, PROJECT_MESSAGES.phase],
    [{ name: '' }, PUBLICATION_MESSAGES.name],
    [{ name: '名'.repeat(101) }, '长度不能超过100个字符'],
    [{ attach: [] }, PUBLICATION_MESSAGES.attach],
    [{ attach: undefined }, PUBLICATION_MESSAGES.attach],
    [{ attach: [{ attachId: '1' }, { attachId: '2' }] }, '超出上传限制文件数量'],
    [{ publishingNum: '' }, PUBLICATION_MESSAGES.publishingNum],
    [{ publishingNum: '0' }, PUBLICATION_MESSAGES.publishingNumFormat],
    [{ publishingNum: '-3' }, PUBLICATION_MESSAGES.publishingNumFormat],
    [{ publishingNum: 2.5 }, PUBLICATION_MESSAGES.publishingNumFormat],
    [{ completionTime: '' }, PUBLICATION_MESSAGES.completionTime],
    [{ completionTime: '2026/12/31' }, '日期格式应为 yyyy-MM-dd HH:mm:ss'],
    [{ paperSize: '' }, PUBLICATION_MESSAGES.paperSize],
    [{ paperType: ',' }, PUBLICATION_MESSAGES.paperType],
    [{ remark: '' }, PUBLICATION_MESSAGES.remark],
    [{ remark: '备'.repeat(201) }, PUBLICATION_MESSAGES.remark],
    [{ describe: '' }, PUBLICATION_MESSAGES.describe],
    [{ describe: '说'.repeat(201) }, PUBLICATION_MESSAGES.describe],
  ])('refuses %j with its message', (change, message) => {
    expect(messageOf(change)).toBe(message);
  });

  it('keeps remark and description of exactly 200 characters', () => {
    expect(messageOf({ remark: '备'.repeat(200), describe: '说'.repeat(200), publishingNum: 999999 })).toBeNull();
  });

  it('takes the attachment of the large-attachment kind: one file up to 2 GB of office documents and images', () => {
    const rule = UPLOAD_FIELDS.largeAttachment;
    expect([...rule.extensions].sort()).toEqual(['doc', 'docx', 'jpeg', 'jpg', 'pdf', 'png', 'ppt', 'pptx', 'txt', 'xls', 'xlsx']);
    expect(rule.maxFiles).toBe(1);
    expect(rule.maxBytes).toBe(2 * 1024 ** 3);
  });
});

describe('the publication status machine', () => {
  it('archives or cancels a pending task, completes or cancels one being published, and ends there', () => {
    const to = (status: number) => allowedTargets(publicationStatusMachine, { status });
    expect(to(1)).toEqual([2, 4]);
    expect(to(2)).toEqual([3, 4]);
    expect(to(3)).toEqual([]);
    expect(to(4)).toEqual([]);
  });

  it('reads every message in English', () => {
    for (const text of Object.values(PUBLICATION_MESSAGES)) expect(localiseMessage(text, 'en')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
