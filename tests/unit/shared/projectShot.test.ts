import { describe, expect, it } from 'vitest';
import { isParticipantList, shotDisplayMachine, shotRemoveSchema, shotSchema, isShotEditable, type ProjectShot } from '@shared/domain/projectShot';
import { allowedTargets } from '@shared/domain/statusMachine';
import { checkFieldSelection, isMultipartKind, MB, UPLOAD_FIELDS } from '@shared/domain/upload';
import { firstMessage } from '@shared/domain/validation';

const picture = { name: 'a.png', link: 'http://127.0.0.1/cem-files/100004/20261120/a_1767225600000.png', size: 10 };
const valid = {
  recordId: '1001',
  taskTheme: '现场踏勘',
  participants: '张三，李四，王五',
  startTime: '2026-11-20 09:00:00',
  endTime: '2026-11-20 09:00:00',
  taskDescription: '拍照',
  pictures: [picture],
};
const messageOf = (input: unknown) => {
  const parsed = shotSchema.safeParse(input);
  return parsed.success ? null : firstMessage(parsed.error);
};

describe('task record rules (spec 3 §5 filing task)', () => {
  it('accepts a complete record, an end equal to the start, and no optional files', () => {
    const parsed = shotSchema.parse(valid);
    expect(parsed).toMatchObject({ videos: [], audio: [], attachs: [], pictures: [picture] });
  });

  it.each([
    [{ recordId: '' }, '请选择备案项目'],
    [{ taskTheme: ' ' }, '请输入任务主题'],
    [{ taskTheme: '题'.repeat(101) }, '长度不能超过100个字符'],
    [{ participants: '' }, '请输入参与人员'],
    [{ participants: '人'.repeat(201) }, '长度不能超过200个字符'],
    [{ participants: '张三,李四' }, '参与人员之间请用中文逗号“，”分隔'],
    [{ startTime: '' }, '请输入开始日期'],
    [{ endTime: undefined }, '请输入结束日期'],
    [{ startTime: '2026-02-30 09:00:00' }, '日期格式应为 yyyy-MM-dd HH:mm:ss'],
    [{ endTime: '2026-11-20 08:59:59' }, '结束日期不能早于开始日期'],
    [{ taskDescription: '' }, '请输入任务描述'],
    [{ taskDescription: '述'.repeat(2001) }, '长度不能超过2000个字符'],
    [{ pictures: [] }, '请上传图片'],
    [{ pictures: undefined }, '请上传图片'],
    [{ pictures: Array.from({ length: 11 }, () => picture) }, '所选图片个数超出了限制！'],
    [{ audio: Array.from({ length: 6 }, () => picture) }, '超出上传限制文件数量'],
    [{ attachs: [{ name: 'x', link: 'file:///etc/passwd' }] }, '文件地址有误'],
  ])('%j → %s', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });

  it('participants: names separated by the Chinese comma, none empty, no other separator', () => {
    expect(isParticipantList('张三')).toBe(true);
    expect(isParticipantList('张三，李四')).toBe(true);
    for (const bad of ['张三，', '，张三', '张三，，李四', '张三、李四', '张三;李四', '张三,李四']) expect(isParticipantList(bad)).toBe(false);
  });

  it('remove takes one id or several, as id or ids', () => {
    expect(shotRemoveSchema.parse({ id: '12', tenantId: '100004' })).toEqual({ ids: ['12'] });
    expect(shotRemoveSchema.parse({ ids: '12,13' })).toEqual({ ids: ['12', '13'] });
    expect(shotRemoveSchema.safeParse({}).success).toBe(false);
    expect(shotRemoveSchema.safeParse({ id: '1;drop' }).success).toBe(false);
  });

  it('the display switch goes either way; archived records are read-only', () => {
    const shown = { displayStatus: 0, isArchive: 0 } as ProjectShot;
    expect(allowedTargets(shotDisplayMachine, shown)).toEqual([1]);
    expect(allowedTargets(shotDisplayMachine, { ...shown, displayStatus: 1 })).toEqual([0]);
    expect(isShotEditable(shown)).toBe(true);
    expect(isShotEditable({ ...shown, isArchive: 1 })).toBe(false);
  });
});

describe('task records’ upload kinds (spec 3 §9)', () => {
  it('videos and audio up to 200 MB, other files up to 20 GB, all through the resumable engine', () => {
    for (const kind of ['shotVideo', 'shotAudio', 'shotAttachment'] as const) {
      expect(UPLOAD_FIELDS[kind].multipart).toBe(true);
      expect(isMultipartKind(kind)).toBe(true);
    }
    expect(isMultipartKind('imageList')).toBe(false);
    expect(checkFieldSelection('shotVideo', [{ name: 'a.MOV', size: 200 * MB }], 0)).toBeNull();
    expect(checkFieldSelection('shotVideo', [{ name: 'a.mp4', size: 200 * MB + 1 }], 0)).toBe('文件超过限制大小！');
    expect(checkFieldSelection('shotVideo', [{ name: 'a.mp3', size: 1 }], 0)).toBe('文件获取失败或格式不支持！');
    expect(checkFieldSelection('shotAudio', [{ name: 'a.m4a', size: 1 }], 0)).toBeNull();
    expect(checkFieldSelection('shotAudio', [{ name: 'a.mp3', size: 1 }], 5)).toBe('超出上传限制文件数量');
    expect(checkFieldSelection('shotAttachment', [{ name: 'a.dwg', size: 3 * 1024 * MB }], 0)).toBeNull();
    expect(checkFieldSelection('shotAttachment', [{ name: 'a.exe', size: 1 }], 0)).toBe('文件获取失败或格式不支持！');
  });
});
