/** English twin of payment.zh.ts. */
import type { PAYMENT_MESSAGES, PAYMENT_REQUEST_MESSAGES } from '../../domain/financePayment';
import { financePaymentLabelsEn } from './paymentLabels.en';

const request: Record<keyof typeof PAYMENT_REQUEST_MESSAGES, string> = {
  amount: 'The requested amount must be a valid number with at most two decimals.',
  overUnrequested: '0 < requested amount <= the contract\'s unrequested amount',
  overArriveBalance: 'The requested amount exceeds the arrived balance; request again once the owner or project contract has been paid',
  overContracts: 'The requested total plus this request may not exceed the total of all payment contracts',
  notSigned: 'Only a signed contract can be requested against',
  designCompany: 'Choose the design company the invoice is made out to',
  bank: 'Choose the receiving bank account',
  invoiceAttach: 'Upload the invoice attachment',
  requestNotFound: 'The payment request does not exist or was removed',
  notWithdrawable: 'A paid or refused request cannot be withdrawn',
};

const payment: Record<keyof typeof PAYMENT_MESSAGES, string> = {
  amount: 'The actual amount must be a valid number with at most two decimals.',
  overUnpaid: '0 < actual amount <= the request\'s unpaid amount',
  payDate: 'Choose the payment date',
  voucher: 'Upload the payment voucher',
  closed: 'This request was refused or is paid in full; it cannot be paid again',
  notRefusable: 'A request with payments cannot be refused',
  payStatus: 'Invalid payment status',
};

export const financePaymentEn = {
  resources: financePaymentLabelsEn,
  messages: { financePaymentRequest: request, financePayment: payment },
} as const;
