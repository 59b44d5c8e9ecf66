/** English twins of the offline cache, draft and outbox messages (src/shared/domain/offline.ts). */
import type { OFFLINE_MESSAGES } from '../../domain/offline';

export const offlineMessagesEn: Record<keyof typeof OFFLINE_MESSAGES, string> = {
  formKeyFormat: 'The form key is invalid',
  draftFormat: 'The draft content is invalid',
  draftTooLarge: 'The draft is too large to be saved',
  idempotencyKeyRequired: 'The submission has no idempotency key',
  idempotencyKeyFormat: 'The idempotency key is invalid',
  submitMethod: 'Only POST, PUT or DELETE requests can be submitted',
  submitTitle: 'Please name what is being submitted',
  outboxUnknown: 'The pending submission does not exist or has been handled',
  outboxSending: 'The submission is being sent and cannot be cancelled now',
  outboxNotSettled: 'The submission has not finished and cannot be removed',
  cacheUnavailable: 'The local cache is not available',
  idempotencyInFlight: 'The same submission is being processed. Please try again shortly.',
  idempotencyKeyReused: 'This idempotency key was already used for a different submission',
};
