/** English twins of feedbackAdmin.zh.ts; the compiler checks every key is here. */
import type { Translations } from './index';

export const feedbackAdminEn: Translations['feedbackAdmin'] = {
  updateStatus: 'Update status',
  statuses: { '0': 'Pending', '1': 'In progress', '2': 'Handled', '3': 'Closed' },
};
