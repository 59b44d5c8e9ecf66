/** English twins of the secret-call messages (src/shared/api/secretCalls.ts). */
import type { SECRET_CALL_MESSAGES } from '../../api/secretCalls';

export const secretCallMessagesEn: Record<keyof typeof SECRET_CALL_MESSAGES, string> = {
  secretCallRefused: 'This call involves sign-in credentials or storage keys and can only be made by the app itself',
};
