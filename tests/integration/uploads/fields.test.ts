/**
 * Form uploads through the core (put-file with each field's rules, checked by name, by size and by
 * content, on the core and again on the server), attachments, previews, downloads and their
 * permission, the browser-mode host's staging and download routes, and the sweep of stale uploads.
 */
import { hostCookieName } from '@shared/hostProtocol';
import { existsSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import type { Core } from '../../../src/main/services/core';
import { startHost, type Host } from '../../../src/main/host/hostServer';
import { Readable } from 'node:stream';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { OssService } from '../../../src/server/oss/service';
import { TINY_PDF, TINY_PNG, writeSignedFile } from '../../support/files';
import { apiClient } from '../../support/server';
import { RestartableServer, signedInCore, tempDir, waitFor } from './support/harness';

const MB = 1024 * 1024;
let server: RestartableServer;
let dir: string;
let core: Core;

beforeAll(async () => {
  server = new RestartableServer();
  await server.start();
  dir = tempDir('cem-fields-');
  core = await signedInCore(server.server.url, tempDir('cem-fields-core-'));
});
afterAll(async () => {
  await core?.dispose();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function handle(name: string, content: Buffer | number) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}-${name}`);
  if (typeof content === 'number') await writeSignedFile(path, content, name.endsWith('.png') ? TINY_PNG : '%PDF-1.4\n');
  else writeFileSync(path, content);
  return core.transfers.uploads.handles.register(path, { name });
}

describe('form uploads through put-file', () => {
  it('a licence image uploads and comes back as a preview; its attachment is listed', async () => {
    const h = await handle('营业执照.png', TINY_PNG);
    const put = await core.bridge.uploads.putFile({ handle: h.id, kind: 'singleImage', attach: true });
    expect(put).toMatchObject({ ok: true, data: { originalName: '营业执照.png' } });
    if (!put.ok) return;
    expect(put.data.name).toMatch(/^100004\/\d{8}\/营业执照_\d+\.png$/);
    expect(put.data.link).toContain('/cem-files/100004/');
    const preview = await core.bridge.uploads.preview({ link: put.data.link });
    expect(preview.ok && preview.data.startsWith('data:image/png;base64,')).toBe(true);
    if (preview.ok) expect(Buffer.from(preview.data.split(',')[1], 'base64').equals(TINY_PNG)).toBe(true);
    const list = await core.bridge.api.call({ module: 'resource', path: 'attach/list', query: { current: 1, size: 10 } });
    expect(list.ok && (list.data as { records: { id: string }[] }).records.some((r) => r.id === put.data.attachId)).toBe(true);
  });

  it('refuses by the field’s rules, before the server: type, size, and content that lies about its type', async () => {
    expect(await core.bridge.uploads.putFile({ handle: (await handle('a.gif', Buffer.from('GIF89a'))).id, kind: 'singleImage' })).toMatchObject({ ok: false, error: { message: '上传文件类型不符!' } });
    expect(await core.bridge.uploads.putFile({ handle: (await handle('big.png', 10 * MB + 1)).id, kind: 'singleImage' })).toMatchObject({ ok: false, error: { message: '上传文件大小超出限制!' } });
    expect(await core.bridge.uploads.putFile({ handle: (await handle('big.png', 10 * MB + 1)).id, kind: 'imageList' })).toMatchObject({ ok: false, error: { message: '当前文件大小超出限制，上传失败' } });
    expect(await core.bridge.uploads.putFile({ handle: (await handle('v.png', 5 * MB + 1)).id, kind: 'voucher' })).toMatchObject({ ok: false, error: { message: '上传文件大小超出限制!' } });
    expect(await core.bridge.uploads.putFile({ handle: (await handle('fake.pdf', Buffer.from('MZ this is a program'))).id, kind: 'invoice' })).toMatchObject({ ok: false, error: { message: '上传文件类型不符!' } });
    expect(await core.bridge.uploads.putFile({ handle: (await handle('a.pdf', TINY_PDF)).id, kind: 'invoice' })).toMatchObject({ ok: true });
  });

  it('the server checks the same rules itself (a client that skips the core’s checks gets the same messages)', async () => {
    const api = apiClient(server.server.url);
    await api.login('sj_admin', '100004');
    const post = async (kind: string, name: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${server.server.url}${api.path('resource', uploadEndpoints.putFile.path)}?kind=${kind}`, {
        method: 'POST',
        headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${api.session.accessToken}`, 'tenant-id': '100004' },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { msg: string; data: unknown } };
    };
    expect(await post('singleImage', 'x.exe', Buffer.from('MZ'))).toMatchObject({ status: 400, body: { msg: '上传文件类型不符!' } });
    expect(await post('singleImage', 'x.png', Buffer.from('not a png at all'))).toMatchObject({ status: 400, body: { msg: '上传文件类型不符!' } });
    expect(await post('voucher', 'x.png', Buffer.concat([TINY_PNG, Buffer.alloc(5 * MB)]))).toMatchObject({ status: 400, body: { msg: '上传文件大小超出限制!' } });
    expect(await post('invoice', 'x.pdf', TINY_PDF)).toMatchObject({ status: 200 });
  });

  it('put-files, put-file-by-name and put-file-attach answer links; attachments are per organisation; links need credentials', async () => {
    const api = apiClient(server.server.url);
    await api.login('sj_admin', '100004');
    const send = async (path: string, field: string, files: [string, Buffer][], query = '') => {
      const form = new FormData();
      for (const [name, bytes] of files) form.append(field, new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${server.server.url}${api.path('resource', path)}${query}`, {
        method: 'POST',
        headers: { authorization: 'Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0', 'blade-auth': `bearer ${api.session.accessToken}`, 'tenant-id': '100004' },
        body: form,
      });
      return (await res.json()) as { code: number; msg: string; data: { link: string; name: string; originalName: string; domain: string; attachId?: string } & { length?: number } };
    };
    const many = (await send(uploadEndpoints.putFiles.path, 'files', [['a.pdf', TINY_PDF], ['b.png', TINY_PNG]])) as unknown as { data: { originalName: string; link: string }[] };
    expect(many.data.map((d) => d.originalName)).toEqual(['a.pdf', 'b.png']);
    const named = await send(uploadEndpoints.putFileByName.path, 'file', [['x.pdf', TINY_PDF]], '?fileName=contracts/%E5%90%88%E5%90%8C.pdf');
    expect(named.data.name).toBe('100004/named/contracts/合同.pdf');
    expect(named.data.domain).toBe(server.server.url);
    const attached = await send(uploadEndpoints.putFileAttach.path, 'file', [['附件.pdf', TINY_PDF]]);
    expect(attached.data.attachId).toMatch(/^\d+$/);
    // Anonymous reads of a link are refused: links are served only with the organisation's credentials.
    const anonymous = await fetch(attached.data.link);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>');
    // Another organisation sees none of it, and cannot remove it.
    const other = apiClient(server.server.url);
    await other.login('yz_admin', '100005');
    const theirs = await other.call(uploadEndpoints.attachList, { query: { current: 1, size: 100 } });
    expect((theirs.body.data.records as { id: string }[]).some((r) => r.id === attached.data.attachId)).toBe(false);
    expect((await other.call(uploadEndpoints.attachDetail, { query: { id: attached.data.attachId! } })).status).toBe(404);
    await other.call(uploadEndpoints.attachRemove, { query: { ids: attached.data.attachId! } });
    expect((await api.call(uploadEndpoints.attachDetail, { query: { id: attached.data.attachId! } })).status).toBe(200);
    // Its own organisation removes it, and the object goes with it.
    await api.call(uploadEndpoints.attachRemove, { query: { ids: attached.data.attachId! } });
    expect((await api.call(uploadEndpoints.attachDetail, { query: { id: attached.data.attachId! } })).status).toBe(404);
    expect(await core.bridge.uploads.preview({ link: attached.data.link })).toMatchObject({ ok: false });
  });

  it('large attachments go through the queue, and are listed as attachments when complete', async () => {
    const h = await handle('成果.pdf', 12 * MB);
    const added = await core.bridge.uploads.add({ handles: [h.id], kind: 'largeAttachment' });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    const done = await waitFor(() => core.bridge.uploads.list(), (r) => r.ok && r.data.find((i) => i.id === added.data[0].id)?.state === 'complete', 30_000, 'the upload');
    const item = done.ok ? done.data.find((i) => i.id === added.data[0].id)! : null;
    const detail = await core.bridge.api.call({ module: 'resource', path: 'attach/detail', query: { id: item!.attachId } });
    expect(detail).toMatchObject({ ok: true, data: { originalName: '成果.pdf', size: 12 * MB } });
  });

  it('task records’ videos, audio and files go through the queue by their own kinds’ rules', async () => {
    // An MP4's first box (ftyp, brand mp42): what content sniffing reads; the rest is padding.
    const mp4 = Buffer.concat([Buffer.from('0000001866747970' + '6d703432' + '00000000' + '6d7034326973736f6d', 'hex'), Buffer.alloc(4096)]);
    const video = await handle('踏勘.mp4', mp4);
    const added = await core.bridge.uploads.add({ handles: [video.id], kind: 'shotVideo' });
    expect(added).toMatchObject({ ok: true, data: [{ kind: 'shotVideo', name: '踏勘.mp4' }] });
    if (!added.ok) return;
    const done = await waitFor(() => core.bridge.uploads.list(), (r) => r.ok && r.data.find((i) => i.id === added.data[0].id)?.state === 'complete', 30_000, 'the video');
    expect(done.ok && done.data.find((i) => i.id === added.data[0].id)?.link).toContain('/100004/');
    // Each kind its own types and the chunked upload's messages (spec 3 §8): a video is no recording.
    const asAudio = await handle('录音.mp4', mp4);
    expect(await core.bridge.uploads.add({ handles: [asAudio.id], kind: 'shotAudio' })).toMatchObject({ ok: false, error: { message: '文件获取失败或格式不支持！' } });
    const big = join(dir, 'big.mp4');
    writeFileSync(big, mp4);
    truncateSync(big, 200 * MB + 1);
    const tooBig = await core.transfers.uploads.handles.register(big, { name: 'big.mp4' });
    expect(await core.bridge.uploads.add({ handles: [tooBig.id], kind: 'shotVideo' })).toMatchObject({ ok: false, error: { message: '文件超过限制大小！' } });
    const drawing = await handle('图纸.pdf', TINY_PDF);
    expect(await core.bridge.uploads.add({ handles: [drawing.id], kind: 'shotAttachment' })).toMatchObject({ ok: true, data: [{ kind: 'shotAttachment' }] });
  });

  it('the file manager refuses types and sizes by its rules, by name and by content', async () => {
    const exe = await handle('setup.exe', Buffer.from('MZ'));
    expect(await core.bridge.uploads.add({ handles: [exe.id] })).toMatchObject({ ok: false, error: { message: '文件获取失败或格式不支持！' } });
    const fake = await handle('movie.mp4', Buffer.from('plain text pretending'));
    expect(await core.bridge.uploads.add({ handles: [fake.id] })).toMatchObject({ ok: false, error: { message: '文件获取失败或格式不支持！' } });
  });
});

describe('downloads', () => {
  it('need the download permission: without it the answer is 暂无下载权限！', async () => {
    const h = await handle('d.pdf', TINY_PDF);
    const put = await core.bridge.uploads.putFile({ handle: h.id, kind: 'invoice' });
    expect(put.ok).toBe(true);
    const staff = await signedInCore(server.server.url, tempDir('cem-fields-staff-'), {}, { tenantId: '100006', username: 'multi' });
    expect(await staff.bridge.downloads.start({ link: put.ok ? put.data.link : '', name: 'd.pdf' })).toMatchObject({ ok: false, error: { message: '暂无下载权限！' } });
    await staff.dispose();
  });

  it('in browser mode the host streams the file, and a Range request resumes it', async () => {
    const h = await handle('r.pdf', 3 * MB);
    const original = readFileSync(core.transfers.uploads.handles.get(h.id)!.path);
    const put = await core.bridge.uploads.putFile({ handle: h.id, kind: 'invoice' });
    if (!put.ok) throw new Error(put.error.message);
    const started = await core.bridge.downloads.start({ link: put.data.link, name: '报告.pdf' });
    if (!started.ok || !started.data) throw new Error('no download');
    const host: Host = await startHost({ core, rendererDir: dir, port: 0, secret: 's'.repeat(43) });
    try {
      const headers = { cookie: `${hostCookieName(new URL(host.origin).port)}=${'s'.repeat(43)}`, 'sec-fetch-site': 'same-origin' };
      const whole = await fetch(`${host.origin}${started.data.target}`, { headers });
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-disposition')).toContain(encodeURIComponent('报告.pdf'));
      const bytes = Buffer.from(await whole.arrayBuffer());
      expect(bytes.equals(original)).toBe(true);
      const rest = await fetch(`${host.origin}${started.data.target}`, { headers: { ...headers, range: `bytes=${MB}-` } });
      expect(rest.status).toBe(206);
      expect(Buffer.from(await rest.arrayBuffer()).equals(bytes.subarray(MB))).toBe(true);
      const foreign = await fetch(`${host.origin}${started.data.target}`, { headers: { ...headers, 'sec-fetch-site': 'cross-site' } });
      expect(foreign.status).toBe(403);
    } finally {
      await host.close();
    }
  });

  it('the host stages a chosen file within the purpose’s rules and hands back a handle', async () => {
    const host: Host = await startHost({ core, rendererDir: dir, port: 0, secret: 't'.repeat(43), pageKey: 'k'.repeat(43) });
    try {
      const headers = { cookie: `${hostCookieName(new URL(host.origin).port)}=${'t'.repeat(43)}`, origin: host.origin, 'x-cem-bridge': 'k'.repeat(43), 'content-type': 'application/octet-stream' };
      const ok = await fetch(`${host.origin}/bridge/upload?name=${encodeURIComponent('a.png')}&purpose=singleImage`, { method: 'PUT', headers, body: TINY_PNG });
      const body = (await ok.json()) as { result: { id: string; name: string; size: number } };
      expect(body.result).toMatchObject({ name: 'a.png', size: TINY_PNG.length });
      expect(await core.bridge.uploads.putFile({ handle: body.result.id, kind: 'singleImage' })).toMatchObject({ ok: true });
      const tooBig = await fetch(`${host.origin}/bridge/upload?name=b.png&purpose=voucher`, { method: 'PUT', headers, body: Buffer.alloc(5 * MB + 1) });
      expect(tooBig.status).toBe(400);
      expect(await tooBig.json()).toEqual({ error: '上传文件大小超出限制!' });
      const noHeader = await fetch(`${host.origin}/bridge/upload?name=a.png&purpose=singleImage`, { method: 'PUT', headers: { ...headers, 'x-cem-bridge': '' }, body: TINY_PNG });
      expect(noHeader.status).toBe(403);
    } finally {
      await host.close();
    }
  });
});

describe('the store’s housekeeping', () => {
  it('aborts multipart uploads older than the configured age and removes their parts', async () => {
    const dataDir = tempDir('cem-sweep-');
    const config = loadConfig(dataDir, { CEM_OSS_MULTIPART_MAX_AGE: '3600' });
    const { db, backend } = openDatabase(config.databaseUrl);
    await migrateToLatest(db);
    const oss = new OssService({ db, backend, config, log: () => {} });
    try {
      const id = await oss.initiate('100004/stale.bin', '100004', '');
      await oss.uploadPart('100004/stale.bin', id, 1, Readable.from([Buffer.alloc(1000)]), 1000);
      const fresh = await oss.initiate('100004/fresh.bin', '100004', '');
      expect(await oss.sweepStaleUploads(new Date(Date.now() + 30 * 60_000))).toBe(0);
      // Over an hour later both are stale; here only the first is made old by its timestamp.
      await db.updateTable('oss_upload').set({ create_time: '2000-01-01 00:00:00' }).where('upload_id', '=', id).execute();
      expect(await oss.sweepStaleUploads()).toBe(1);
      await expect(oss.listParts('100004/stale.bin', id, 0, 10)).rejects.toMatchObject({ code: 'NoSuchUpload' });
      expect(existsSync(join(config.oss.storageDir, 'parts', id))).toBe(false);
      expect((await oss.listParts('100004/fresh.bin', fresh, 0, 10)).parts).toEqual([]);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
