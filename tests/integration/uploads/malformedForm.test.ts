/**
 * Issue 20: a multipart request complete by Content-Length but without its closing boundary. The
 * server answers (or closes) instead of waiting for ever, and once the client has gone no temporary
 * file and no file descriptor is left behind.
 */
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { BACKENDS, apiClient, startTestServer, type ApiClient, type TestServer } from '../../support/server';
import { waitFor } from './support/harness';

const openDescriptors = () => readdirSync('/proc/self/fd').length;

describe.each(BACKENDS)('a multipart form without its closing boundary ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    api = apiClient(server.url);
    await api.login('sj_admin', '100004');
  });
  afterAll(async () => {
    await server?.close();
  });

  const temporaryFiles = (target = server) => readdirSync(join(target.dataDir, 'oss', 'tmp')).length;
  const BODY = '%PDF-1.4\nno closing boundary follows';

  /**
   * Sends a form on a raw socket: by default complete by Content-Length but without its closing
   * boundary; `declared` claims more bytes than are sent (a client that stalls or goes mid-body).
   * Resolves with what came back once the server answered or closed, or 'no answer' after 15 s.
   */
  function send(target = server, declared?: number): { socket: Socket; answer: Promise<string> } {
    const boundary = 'cemBoundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${BODY}`;
    const socket = connect(target.port, '127.0.0.1');
    let received = '';
    const answer = new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('no answer'), 15_000);
      const done = () => {
        clearTimeout(timer);
        resolve(received || 'closed');
      };
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (/\r\n\r\n[\s\S]*\}/.test(received)) done();
      });
      socket.on('close', done);
      socket.on('error', done);
    });
    socket.write(
      [
        `POST ${api.path('resource', uploadEndpoints.putFileAttach.path)} HTTP/1.1`,
        `Host: 127.0.0.1:${target.port}`,
        'Authorization: Basic Y2VtLWRlc2t0b3A6Y2VtLWRlc2t0b3Atc2VjcmV0',
        `Blade-Auth: bearer ${api.session.accessToken}`,
        'Tenant-Id: 100004',
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${declared ?? Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
    return { socket, answer };
  }

  it.skipIf(skip)('is answered 400 文件读取失败 instead of hanging, and keeps no temporary file', async () => {
    const { socket, answer } = send();
    const text = await answer;
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text).toContain('文件读取失败');
    await waitFor(async () => temporaryFiles(), (n) => n === 0, 10_000, 'no temporary files');
  });

  /** Ten calls at once first, so the database pool has the connections ten requests need before the count is taken. */
  async function baselineDescriptors(): Promise<number> {
    await Promise.all(Array.from({ length: 10 }, () => api.call(uploadEndpoints.attachList, { query: { current: 1, size: 1 } })));
    return openDescriptors();
  }

  it.skipIf(skip)('ten clients that send it and leave leave no temporary file and no open descriptor behind', async () => {
    const baseline = await baselineDescriptors();
    const sent = Array.from({ length: 10 }, () => send());
    // Each client has its answer (or the server closed) before it goes: nothing is left waiting.
    expect((await Promise.all(sent.map((s) => s.answer))).filter((a) => a === 'no answer')).toEqual([]);
    for (const { socket } of sent) socket.destroy();
    await waitFor(async () => temporaryFiles(), (n) => n === 0, 10_000, 'the temporary files to go');
    await waitFor(async () => openDescriptors(), (n) => n <= baseline, 10_000, `descriptors back to ${baseline}`);
    const list = await api.call(uploadEndpoints.attachList, { query: { current: 1, size: 100 } });
    expect(list.body.data.records).toEqual([]);
  });

  it.skipIf(skip)('a client that goes mid-body takes its temporary file with it', async () => {
    const baseline = await baselineDescriptors();
    const { socket } = send(server, 10 * 1024 * 1024);
    await waitFor(async () => temporaryFiles(), (n) => n >= 1, 10_000, 'the part to be streaming to disk');
    socket.destroy();
    await waitFor(async () => temporaryFiles(), (n) => n === 0, 10_000, 'the temporary file to go');
    await waitFor(async () => openDescriptors(), (n) => n <= baseline, 10_000, `descriptors back to ${baseline}`);
  });

  it.skipIf(skip)('a client that stalls mid-body is cut off after the idle timeout, and its temporary file removed', async () => {
    const strict = await startTestServer({ backend, env: { CEM_IDLE_TIMEOUT: '1' } });
    try {
      const { socket, answer } = send(strict, 10 * 1024 * 1024);
      expect(await answer).not.toBe('no answer');
      socket.destroy();
      await waitFor(async () => temporaryFiles(strict), (n) => n === 0, 10_000, 'the temporary file to go');
    } finally {
      await strict.close();
    }
  });
});
