import { describe, expect, it } from 'vitest';
import { firstMessage } from '@shared/domain/validation';
import { isPhaseOfProject, outcomeArchiveMachine, outcomeNameOf, outcomePageQuerySchema, outcomeSchema } from '@shared/domain/phaseOutcome';
import { archiveCompletionMachine, archiveFileSchema, materialPageQuerySchema, materialSchema } from '@shared/domain/projectArchive';
import { canTransition, sourcesOf } from '@shared/domain/statusMachine';
import type { z } from 'zod';

const attach = { attachId: '123', name: 'a.pdf', link: 'http://x/a.pdf', size: 45 };
const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : firstMessage(r.error);
};

describe('materials and archive files (spec 3 §5)', () => {
  const material = { projectId: '1', type: '2', fileName: '会议纪要', attachList: [attach], archiveTime: '', remark: '' };
  const archive = { ...material, type: '1', archiveTime: '2026-11-20 10:00:00' };

  it('materials: type, file name ≤100, attachments required; archive time optional but well formed; remark ≤200', () => {
    expect(materialSchema.parse(material)).toMatchObject({ archiveTime: '', attachList: [attach] });
    expect(messageOf(materialSchema, { ...material, projectId: '' })).toBe('请选择项目');
    expect(messageOf(materialSchema, { ...material, type: null })).toBe('请选择资料类型');
    expect(messageOf(materialSchema, { ...material, fileName: '  ' })).toBe('请输入文件名称');
    expect(messageOf(materialSchema, { ...material, fileName: '文'.repeat(101) })).toBe('长度不能超过100个字符');
    expect(messageOf(materialSchema, { ...material, fileName: '文'.repeat(100) })).toBeNull();
    expect(messageOf(materialSchema, { ...material, attachList: [] })).toBe('请选择附件');
    expect(messageOf(materialSchema, { ...material, attachList: Array(7).fill(attach) })).toBe('超出上传限制文件数量');
    expect(messageOf(materialSchema, { ...material, archiveTime: '2026/11/20' })).toBe('日期格式应为 yyyy-MM-dd HH:mm:ss');
    expect(messageOf(materialSchema, { ...material, remark: '备'.repeat(201) })).toBe('长度不能超过200个字符');
    // The list's file name search is limited to 30.
    expect(messageOf(materialPageQuerySchema, { fileName: '文'.repeat(31) })).toBe('长度不能超过30个字符');
    expect(messageOf(materialPageQuerySchema, { fileName: '文'.repeat(30) })).toBeNull();
  });

  it('archives: archive time and type required besides the material’s fields', () => {
    expect(messageOf(archiveFileSchema, archive)).toBeNull();
    expect(messageOf(archiveFileSchema, { ...archive, archiveTime: '' })).toBe('请选择归档时间');
    expect(messageOf(archiveFileSchema, { ...archive, archiveTime: '2026-11-20' })).toBe('日期格式应为 yyyy-MM-dd HH:mm:ss');
    expect(messageOf(archiveFileSchema, { ...archive, type: '' })).toBe('请选择归档类型');
    expect(messageOf(archiveFileSchema, { ...archive, attachList: [{ attachId: 'x' }] })).toBe('附件不存在');
  });

  it('completion goes 1 → 2 once; completed is final', () => {
    expect(canTransition(archiveCompletionMachine, { status: 1 }, 2)).toBe(true);
    expect(canTransition(archiveCompletionMachine, { status: 2 }, 2)).toBe(false);
    expect(canTransition(archiveCompletionMachine, { status: 2 }, 1)).toBe(false);
    expect(sourcesOf(archiveCompletionMachine, { status: 1 }, 2)).toEqual([1]);
  });
});

describe('phase outcomes (spec 3 §5)', () => {
  const outcome = { projectId: '1', attach: [attach], name: '施工图', phaseKey: '3', hflx: 1, tzzy: '', remark: '' };

  it('one attachment (请选择附件, 超出上传限制文件数量), name 1–100, phase and type required', () => {
    expect(outcomeSchema.parse(outcome)).toMatchObject({ hflx: '1', tzzy: '' });
    expect(messageOf(outcomeSchema, { ...outcome, attach: [] })).toBe('请选择附件');
    expect(messageOf(outcomeSchema, { ...outcome, attach: undefined })).toBe('请选择附件');
    expect(messageOf(outcomeSchema, { ...outcome, attach: [attach, attach] })).toBe('超出上传限制文件数量');
    expect(messageOf(outcomeSchema, { ...outcome, name: '' })).toBe('请输入成果名称');
    expect(messageOf(outcomeSchema, { ...outcome, name: '名'.repeat(101) })).toBe('长度不能超过100个字符');
    expect(messageOf(outcomeSchema, { ...outcome, phaseKey: '' })).toBe('请选择项目阶段');
    expect(messageOf(outcomeSchema, { ...outcome, hflx: undefined })).toBe('请选择成果类型');
    expect(messageOf(outcomeSchema, { ...outcome, remark: '备'.repeat(201) })).toBe('长度不能超过200个字符');
    expect(messageOf(outcomePageQuerySchema, { isArchive: '2' })).not.toBeNull();
  });

  it('the name comes from the file name without its extension, cut to 100', () => {
    expect(outcomeNameOf('施工图成果.final.pdf')).toBe('施工图成果.final');
    expect(outcomeNameOf('C:\\图纸\\总图.dwg')).toBe('总图');
    expect(outcomeNameOf('.pdf')).toBe('.pdf');
    expect(outcomeNameOf('README')).toBe('README');
    expect(outcomeNameOf(`${'长'.repeat(120)}.pdf`)).toHaveLength(100);
  });

  it('the phase must be one of the project’s; archiving is once', () => {
    expect(isPhaseOfProject('3', '2,3,4')).toBe(true);
    expect(isPhaseOfProject('1', '2,3,4')).toBe(false);
    expect(isPhaseOfProject('', '2,3,4')).toBe(false);
    expect(canTransition(outcomeArchiveMachine, { isArchive: 0 }, 1)).toBe(true);
    expect(canTransition(outcomeArchiveMachine, { isArchive: 1 }, 1)).toBe(false);
  });
});
