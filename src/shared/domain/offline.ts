/**
 * What the renderer and the core share about working offline: connectivity, form drafts and the
 * outbox of submissions waiting for the network. The core keeps drafts and the outbox in the
 * person's local cache of the current organisation, so they are scoped like the cached data.
 */
import { z } from 'zod';
import type { MODULES } from '../api/modules';
import type { BridgeError, HttpMethod } from '../bridge';

export const OFFLINE_MESSAGES = {
  formKeyFormat: '表单标识格式有误',
  draftFormat: '草稿内容格式有误',
  draftTooLarge: '草稿内容过大，无法保存',
  idempotencyKeyRequired: '提交缺少幂等键',
  idempotencyKeyFormat: '幂等键格式有误',
  submitMethod: '仅支持提交 POST、PUT 或 DELETE 请求',
  submitTitle: '请填写提交事项名称',
  outboxUnknown: '待提交记录不存在或已处理',
  outboxSending: '正在提交，暂时无法取消',
  outboxNotSettled: '提交尚未完成，不能移除',
  cacheUnavailable: '本地缓存不可用',
  idempotencyInFlight: '相同的提交正在处理中，请稍后再试',
  idempotencyKeyReused: '该幂等键已用于内容不同的提交',
} as const;

/** Whether the core can reach its server, and since when (yyyy-MM-dd HH:mm:ss). */
export interface ConnectivityState {
  online: boolean;
  since: string;
}

/** A form's unsent input, saved as the person types. */
export interface Draft {
  formKey: string;
  data: Record<string, unknown>;
  /** Made when the form was first opened; every submit of this form carries it. */
  idempotencyKey: string;
  savedAt: string;
}

/**
 * pending: waiting for the network (or its turn); sending: on the wire now; succeeded / failed:
 * the server answered, and the answer stays visible until the person dismisses it.
 */
export type OutboxStatus = 'pending' | 'sending' | 'succeeded' | 'failed';

export interface OutboxItem {
  id: string;
  formKey: string;
  /** What the person submitted, in their words (e.g. 意见反馈：标题). */
  title: string;
  module: (typeof MODULES)[number];
  path: string;
  method: HttpMethod;
  idempotencyKey: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  /** The server's message once it answered: the success message or why it refused. */
  message?: string;
  error?: BridgeError;
}

export interface SubmitMeta {
  formKey: string;
  title: string;
}

export interface CacheStatus {
  connectivity: ConnectivityState;
  /** False while nobody is signed in, or when the cache file could not be opened. */
  open: boolean;
  entries: number;
  bytes: number;
  outbox: { pending: number; settled: number };
}

/** Letters, digits and : . _ - / ; e.g. `feedback:new` or `contract:edit:1234`. */
export const formKeySchema = z
  .string({ error: OFFLINE_MESSAGES.formKeyFormat })
  .trim()
  .min(1, OFFLINE_MESSAGES.formKeyFormat)
  .max(200, OFFLINE_MESSAGES.formKeyFormat)
  .regex(/^[A-Za-z0-9:._\-/]+$/, OFFLINE_MESSAGES.formKeyFormat);

/** The IETF draft's key is an opaque string; we accept what a UUID or similar token looks like. */
export const idempotencyKeySchema = z
  .string({ error: OFFLINE_MESSAGES.idempotencyKeyRequired })
  .min(8, OFFLINE_MESSAGES.idempotencyKeyFormat)
  .max(100, OFFLINE_MESSAGES.idempotencyKeyFormat)
  .regex(/^[A-Za-z0-9_\-.:]+$/, OFFLINE_MESSAGES.idempotencyKeyFormat);

/** Drafts hold what a person typed; a megabyte of it is a runaway, not a form. */
export const MAX_DRAFT_BYTES = 1024 * 1024;

export const draftDataSchema = z.record(z.string(), z.unknown(), { error: OFFLINE_MESSAGES.draftFormat });

export const submitMetaSchema = z
  .object({
    formKey: formKeySchema,
    title: z.string({ error: OFFLINE_MESSAGES.submitTitle }).trim().min(1, OFFLINE_MESSAGES.submitTitle).max(100, OFFLINE_MESSAGES.submitTitle),
  })
  .strict();

export const outboxIdSchema = z.string({ error: OFFLINE_MESSAGES.outboxUnknown }).regex(/^[A-Za-z0-9-]{8,64}$/, OFFLINE_MESSAGES.outboxUnknown);

/** A fresh key for a form being opened; crypto.randomUUID exists in Node, Electron and secure pages. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
