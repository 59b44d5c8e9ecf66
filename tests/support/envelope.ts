import { expect } from 'vitest';
import type { Answer } from './server';

const CHINESE = /[\u4e00-\u9fff]/;

/** A refused call: HTTP status equal to the envelope code, a Chinese message, no data and nothing like a stack. */
export function expectEnvelopeFailure(answer: Answer, status: number, message?: string | RegExp): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(Object.keys(answer.body).sort()).toEqual(['code', 'data', 'msg', 'success']);
  expect(answer.body).toMatchObject({ code: status, success: false, data: null });
  expect(answer.body.msg).toMatch(CHINESE);
  if (message !== undefined) expect(answer.body.msg).toMatch(message);
  expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
}

/** A refused oauth/token call, in the OAuth shape the login screen reads. */
export function expectOAuthFailure(answer: Answer, error: string, description: string | RegExp): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ error, code: 400, success: false });
  expect(answer.body.error_description).toMatch(description);
  expect(answer.body.msg).toBe(answer.body.error_description);
  expect(answer.body.error_description).toMatch(CHINESE);
}

export function expectOk<T = unknown>(answer: Answer): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toMatchObject({ code: 200, success: true });
  return answer.body.data as T;
}
