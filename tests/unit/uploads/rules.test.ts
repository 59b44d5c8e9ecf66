import { randomBytes } from 'node:crypto';
import { crc64 as oracle } from 'crc64-ecma182.js';
import { describe, expect, it } from 'vitest';
import { Crc64, crc64, crc64Combine } from '@shared/crc64';
import {
  checkFieldSelection,
  checkLargeUpload,
  clipName,
  contentMatchesExtension,
  formatFileSize,
  GB,
  joinLinks,
  MB,
  nameOfLink,
  splitLinks,
  textWidth,
  timestampedName,
  UPLOAD_FIELDS,
} from '@shared/domain/upload';

describe('CRC-64 as OSS reports it (x-oss-hash-crc64ecma)', () => {
  it('matches the crc64-ecma182.js implementation on the check string and random data', () => {
    expect(crc64(Buffer.from('123456789'))).toBe('11051210869376104954');
    for (const size of [0, 1, 7, 8, 9, 1000, 65_537]) {
      const data = randomBytes(size);
      expect(crc64(data)).toBe(oracle(data));
    }
  });

  it('is the same fed in pieces, and combines the CRCs of adjacent pieces without the bytes', () => {
    const a = randomBytes(300_001);
    const b = randomBytes(123_457);
    expect(new Crc64().update(a.subarray(0, 5)).update(a.subarray(5)).digest()).toBe(crc64(a));
    expect(crc64Combine(crc64(a), crc64(b), b.length).toString()).toBe(crc64(Buffer.concat([a, b])));
    expect(crc64Combine(0n, crc64(b), b.length).toString()).toBe(crc64(b));
  });
});

describe('the file manager’s rules (spec 1 §5)', () => {
  it('takes the listed video and audio up to 200 MB and other types up to 20 GB', () => {
    expect(checkLargeUpload({ name: 'a.MP4', size: 200 * MB })).toBeNull();
    expect(checkLargeUpload({ name: 'a.mp4', size: 200 * MB + 1 })).toBe('文件超过限制大小！');
    expect(checkLargeUpload({ name: 'a.amr', size: 201 * MB })).toBe('文件超过限制大小！');
    expect(checkLargeUpload({ name: '图纸.dwg', size: 20 * GB })).toBeNull();
    expect(checkLargeUpload({ name: '图纸.dwg', size: 20 * GB + 1 })).toBe('文件超过限制大小！');
    expect(checkLargeUpload({ name: 'setup.exe', size: 10 })).toBe('文件获取失败或格式不支持！');
    expect(checkLargeUpload({ name: 'noext', size: 10 })).toBe('文件获取失败或格式不支持！');
  });

  it('checks the content where the format has a signature', () => {
    expect(contentMatchesExtension('pdf', 'pdf')).toBe(true);
    expect(contentMatchesExtension('pdf', undefined)).toBe(false);
    expect(contentMatchesExtension('pdf', 'exe')).toBe(false);
    expect(contentMatchesExtension('jpg', 'png')).toBe(false);
    expect(contentMatchesExtension('xlsx', 'zip')).toBe(true);
    expect(contentMatchesExtension('dwg', 'dwg')).toBe(true);
    expect(contentMatchesExtension('txt', undefined)).toBe(true);
    expect(contentMatchesExtension('txt', 'exe')).toBe(false);
    expect(contentMatchesExtension('dxf', undefined)).toBe(true);
  });
});

describe('form field rules (spec 1 §5, spec 2, spec 3)', () => {
  it('single image: jpg, jpeg, png, 10 MB, one file; a second asks to delete first', () => {
    expect(checkFieldSelection('singleImage', [{ name: 'logo.png', size: 10 * MB }], 0)).toBeNull();
    expect(checkFieldSelection('singleImage', [{ name: 'logo.gif', size: 1 }], 0)).toBe('上传文件类型不符!');
    expect(checkFieldSelection('singleImage', [{ name: 'logo.png', size: 10 * MB + 1 }], 0)).toBe('上传文件大小超出限制!');
    expect(checkFieldSelection('singleImage', [{ name: 'logo.png', size: 1 }], 1)).toBe('请先删除后再上传!');
  });

  it('image list: at most 10, 10 MB each, with the image messages', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `${i}.jpg`, size: 1 }));
    expect(checkFieldSelection('imageList', ten, 0)).toBeNull();
    expect(checkFieldSelection('imageList', ten, 1)).toBe('所选图片个数超出了限制！');
    expect(checkFieldSelection('imageList', [{ name: 'a.jpeg', size: 10 * MB + 1 }], 0)).toBe('当前文件大小超出限制，上传失败');
  });

  it('vouchers 5 MB up to 10, invoices pdf 5 MB up to 20, tender 100 MB, large attachments 2 GB one file', () => {
    expect(checkFieldSelection('voucher', [{ name: 'a.pdf', size: 1 }], 0)).toBe('上传文件类型不符!');
    expect(checkFieldSelection('voucher', [{ name: 'a.png', size: 5 * MB + 1 }], 0)).toBe('上传文件大小超出限制!');
    expect(checkFieldSelection('voucher', [{ name: 'a.png', size: 1 }], 10)).toBe('超出上传限制文件数量');
    expect(checkFieldSelection('invoice', [{ name: 'a.pdf', size: 5 * MB }], 19)).toBeNull();
    expect(checkFieldSelection('invoice', [{ name: 'a.pdf', size: 1 }], 20)).toBe('超出上传限制文件数量');
    expect(checkFieldSelection('tender', [{ name: 'a.docx', size: 100 * MB + 1 }], 0)).toBe('上传文件大小超出限制!');
    expect(checkFieldSelection('largeAttachment', [{ name: 'a.pdf', size: 2 * GB }], 0)).toBeNull();
    expect(checkFieldSelection('largeAttachment', [{ name: 'a.pdf', size: 2 * GB + 1 }], 0)).toBe('上传文件大小超出限制!');
    expect(checkFieldSelection('largeAttachment', [{ name: 'a.pdf', size: 1 }], 1)).toBe('超出上传限制文件数量');
    expect(UPLOAD_FIELDS.largeAttachment.multipart).toBe(true);
  });

  it('feedback attachments: the invoice attachments’ pdf and images at 5 MB, at most 5', () => {
    expect(checkFieldSelection('feedback', [{ name: '截图.PNG', size: 5 * MB }, { name: '说明.pdf', size: 1 }], 3)).toBeNull();
    expect(checkFieldSelection('feedback', [{ name: '日志.txt', size: 1 }], 0)).toBe('上传文件类型不符!');
    expect(checkFieldSelection('feedback', [{ name: '截图.jpg', size: 5 * MB + 1 }], 0)).toBe('上传文件大小超出限制!');
    expect(checkFieldSelection('feedback', [{ name: '截图.jpg', size: 1 }], 5)).toBe('超出上传限制文件数量');
    expect(UPLOAD_FIELDS.feedback.multipart).toBe(false);
  });
});

describe('display', () => {
  it('sizes in 1024 steps from B to TB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(10.5 * MB)).toBe('10.5 MB');
    expect(formatFileSize(2 * GB)).toBe('2.00 GB');
    expect(formatFileSize(3 * 1024 * GB)).toBe('3.00 TB');
    expect(formatFileSize(5000 * 1024 * GB)).toBe('5000 TB');
  });

  it('clips names to 20 width units, a CJK character counting 2', () => {
    expect(textWidth('合同a')).toBe(5);
    expect(clipName('施工图设计说明书.pdf')).toBe('施工图设计说明书.pdf');
    expect(clipName('某某建筑设计研究院施工图设计说明.pdf')).toBe('某某建筑设计研究院…');
    expect(textWidth(clipName('某某建筑设计研究院施工图设计说明.pdf'))).toBeLessThanOrEqual(20);
    expect(clipName('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrs…');
  });

  it('names a stored link by its file name, without put-file’s timestamp', () => {
    const link = `http://127.0.0.1:8080/cem/100004/20260101/${encodeURIComponent(timestampedName('界面截图 1.png', 1767225600000))}`;
    expect(nameOfLink(link)).toBe('界面截图 1.png');
    expect(nameOfLink('https://oss.example.com/b/README_1767225600000?x=1')).toBe('README');
    expect(nameOfLink('https://oss.example.com/b/report_v2.pdf')).toBe('report_v2.pdf');
    expect(nameOfLink('https://oss.example.com/b/%E0%A4.pdf')).toBe('%E0%A4.pdf');
    expect(splitLinks(joinLinks(['http://a/1.png', 'http://a/2.pdf']))).toEqual(['http://a/1.png', 'http://a/2.pdf']);
    expect(splitLinks('')).toEqual([]);
  });

  it('gives file names a timestamp before the extension', () => {
    expect(timestampedName('图纸 A.dwg', 1700000000000)).toBe('图纸 A_1700000000000.dwg');
    expect(timestampedName('../x/y:z.pdf', 1)).toBe('y_z_1.pdf');
    expect(timestampedName('README', 5)).toBe('README_5');
  });
});
