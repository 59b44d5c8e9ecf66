/**
 * Platform storage and SMS configurations (spec 3 §7): resource oss/list, detail, submit, remove,
 * enable; system sms/list, detail, submit, remove, enable, sms/endpoint/send-message and
 * validate-message. The operator tenant's administrator only.
 */
import type { SmsConfig, SmsConfigInput, SmsSendInput } from '../domain/smsConfig';
import type { StorageConfig, StorageConfigInput } from '../domain/storageConfig';
import type { Endpoint } from './endpoints';
import type { Page } from './envelope';

const resource = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'resource', method, path });
const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

type ListQuery = { current?: number; size?: number; code?: string; category?: string };

export const storageEndpoints = {
  ossList: resource<ListQuery, Page<StorageConfig>>('GET', 'oss/list'),
  ossDetail: resource<{ id: string }, StorageConfig>('GET', 'oss/detail'),
  ossSubmit: resource<StorageConfigInput, StorageConfig>('POST', 'oss/submit'),
  ossRemove: resource<{ ids: string }, null>('POST', 'oss/remove'),
  /** Enables one configuration and disables the others, in one transaction. */
  ossEnable: resource<{ id: string }, StorageConfig>('POST', 'oss/enable'),
  smsList: system<ListQuery, Page<SmsConfig>>('GET', 'sms/list'),
  smsDetail: system<{ id: string }, SmsConfig>('GET', 'sms/detail'),
  smsSubmit: system<SmsConfigInput, SmsConfig>('POST', 'sms/submit'),
  smsRemove: system<{ ids: string }, null>('POST', 'sms/remove'),
  smsEnable: system<{ id: string }, SmsConfig>('POST', 'sms/enable'),
  /** Sends a template message (with a fresh verification code as its `code` parameter) through the enabled configuration. */
  smsSendMessage: system<SmsSendInput, null>('POST', 'sms/endpoint/send-message'),
  /** Checks (and spends) a code send-message sent to the phone. */
  smsValidateMessage: system<{ phone: string; code: string }, null>('POST', 'sms/endpoint/validate-message'),
} as const;
