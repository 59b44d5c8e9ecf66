/** English twins of feedbackAdmin.zh.ts; the compiler checks every key is here. */
import type { Translations } from './index';

export const feedbackAdminEn: Translations['feedbackAdmin'] = {
  updateStatus: 'Update status',
};
