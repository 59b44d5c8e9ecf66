import { describe, expect, it } from 'vitest';
import { expertRowsSchema, objectKeyOfLink, REVIEW_MESSAGES, reviewExpertListSchema, reviewFileSchema, reviewOpinionSchema } from '@shared/domain/review';
import { firstMessage } from '@shared/domain/validation';

const link = 'http://127.0.0.1:9000/cem-files/100004/20261126/%E6%96%BD%E5%B7%A5%E5%9B%BE_1.pdf';
const valid = { projectId: '123', phaseKey: '2', name: '施工图', attach: [{ name: '施工图.pdf', link, size: 10 }], planFinishTime: '2026-12-31 18:00:00', reviewRequire: '', experts: [{ expertUserId: '9' }] };
const messageOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : firstMessage(r.error as never);
};

describe('review schemas (spec 3 §5 project file upload, expert opinion)', () => {
  it('asks for an expert when there is no row or no row has one, and for deleting a row without one', () => {
    expect(messageOf(expertRowsSchema, [])).toBe(REVIEW_MESSAGES.expertRequired);
    expect(messageOf(expertRowsSchema, [{ expertUserId: '' }, {}])).toBe('请选择专家');
    expect(messageOf(expertRowsSchema, [{ expertUserId: '9' }, { expertUserId: '' }])).toBe('请删除没有选择专家的数据');
    expect(messageOf(expertRowsSchema, [{ expertUserId: 'x' }])).toBe(REVIEW_MESSAGES.expertNotAssignable);
    expect(messageOf(expertRowsSchema, undefined)).toBe('请选择专家');
    expect(messageOf(expertRowsSchema, [{ expertUserId: '9', expertName: '王' }])).toBeNull();
    expect(messageOf(reviewExpertListSchema, { fileId: '1', experts: [{ expertUserId: '' }] })).toBe('请选择专家');
  });

  it('checks the upload form: one file, name ≤100, phase, planned finish (yyyy-MM-dd HH:mm:ss), requirement ≤500', () => {
    expect(messageOf(reviewFileSchema, valid)).toBeNull();
    expect(messageOf(reviewFileSchema, { ...valid, attach: [] })).toBe('请上传评审文件');
    expect(messageOf(reviewFileSchema, { ...valid, attach: [valid.attach[0], valid.attach[0]] })).toBe('请上传评审文件');
    expect(messageOf(reviewFileSchema, { ...valid, attach: [{ name: 'x', link: 'javascript:alert(1)' }] })).toBe('附件地址有误');
    expect(messageOf(reviewFileSchema, { ...valid, name: ' ' })).toBe('请输入文件名称');
    expect(messageOf(reviewFileSchema, { ...valid, name: '名'.repeat(101) })).toBe('长度不能超过100个字符');
    expect(messageOf(reviewFileSchema, { ...valid, phaseKey: '' })).toBe('请选择项目阶段');
    expect(messageOf(reviewFileSchema, { ...valid, planFinishTime: '' })).toBe('请选择计划完成日期');
    expect(messageOf(reviewFileSchema, { ...valid, planFinishTime: '2026/12/31' })).toBe('日期格式应为 yyyy-MM-dd HH:mm:ss');
    expect(messageOf(reviewFileSchema, { ...valid, reviewRequire: '要'.repeat(500) })).toBeNull();
    expect(messageOf(reviewFileSchema, { ...valid, reviewRequire: '要'.repeat(501) })).toBe('长度不能超过500个字符');
  });

  it('needs has-opinion, and an attachment when there is an opinion; remark ≤200', () => {
    const opinion = { fileId: '1', hasOpinion: '1', attach: [{ name: 'a.pdf', link }], remark: '' };
    expect(messageOf(reviewOpinionSchema, opinion)).toBeNull();
    expect(messageOf(reviewOpinionSchema, { ...opinion, hasOpinion: '' })).toBe('请选择有无意见');
    expect(messageOf(reviewOpinionSchema, { ...opinion, hasOpinion: '2' })).toBe('请选择有无意见');
    expect(messageOf(reviewOpinionSchema, { ...opinion, attach: [] })).toBe('请上传评审意见附件');
    expect(messageOf(reviewOpinionSchema, { ...opinion, hasOpinion: 0, attach: [] })).toBeNull();
    expect(messageOf(reviewOpinionSchema, { ...opinion, remark: '意'.repeat(201) })).toBe('长度不能超过200个字符');
  });

  it('reads the object key of a stored link as the desktop core does', () => {
    expect(objectKeyOfLink(link)).toBe('100004/20261126/施工图_1.pdf');
    expect(objectKeyOfLink('http://host/bucket-only')).toBe('');
    expect(objectKeyOfLink('not a link')).toBe('');
  });
});
