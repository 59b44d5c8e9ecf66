/** Finance (issue 17), H5: payment requests and payments: the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
import { PAYMENT_MESSAGES, PAYMENT_REQUEST_MESSAGES } from '../../domain/financePayment';
import { financePaymentLabelsZh } from './paymentLabels.zh';

export const financePaymentZh = {
  resources: financePaymentLabelsZh,
  messages: { financePaymentRequest: PAYMENT_REQUEST_MESSAGES, financePayment: PAYMENT_MESSAGES },
} as const;
