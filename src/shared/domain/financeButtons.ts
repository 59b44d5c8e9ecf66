/**
 * Button codes of the finance screens (issue 17): the menu template grants them, the server refuses an
 * action whose code the caller was not granted, and the client hides what it may not do. Codes the
 * finance menus had before their screens existed are kept.
 */
export const OWNER_INVOICE_BUTTONS = { add: 'invoice_add', edit: 'invoice_edit', supplement: 'invoice_supplement', remove: 'invoice_delete', void: 'invoice_void' } as const;
export const PLATFORM_INVOICE_BUTTONS = {
  add: 'platform_invoice_add',
  edit: 'platform_invoice_edit',
  supplement: 'platform_invoice_supplement',
  remove: 'platform_invoice_delete',
  void: 'platform_invoice_void',
} as const;
export const OWNER_ARRIVAL_BUTTONS = { add: 'arrive_add', edit: 'arrive_edit', writeOff: 'arrive_write_off', remove: 'arrive_delete' } as const;
export const PLATFORM_ARRIVAL_BUTTONS = {
  add: 'platform_arrive_add',
  edit: 'platform_arrive_edit',
  writeOff: 'platform_arrive_write_off',
  remove: 'platform_arrive_delete',
} as const;
export const OTHER_FEE_BUTTONS = { add: 'other_fee_add', edit: 'other_fee_edit', remove: 'other_fee_delete' } as const;
export const INCOME_BUTTONS = { add: 'income_add', edit: 'income_edit', remove: 'income_delete' } as const;
/** Party B asks (请款) and may withdraw a request nothing was paid on. */
export const PAYMENT_REQUEST_BUTTONS = { request: 'payment_request', remove: 'payment_request_delete' } as const;
/** The paying organisation records payments and may refuse a request. */
export const PAYMENT_BUTTONS = { pay: 'payment_pay', refuse: 'payment_refuse' } as const;
export const COOPERATION_FEE_BUTTONS = { add: 'deposit_add', edit: 'deposit_edit', giveBack: 'deposit_return', remove: 'deposit_delete' } as const;
export const BID_DEPOSIT_BUTTONS = { add: 'bid_deposit_add', edit: 'bid_deposit_edit', refund: 'bid_deposit_refund', remove: 'bid_deposit_delete' } as const;
export const TENDER_BUTTONS = { add: 'tender_add', edit: 'tender_edit', feedback: 'tender_feedback', remove: 'tender_delete' } as const;
/**
 * The finance screens' menu codes in the template (seed/menu-template/finance.ts): each finance route
 * refuses an organisation whose category is not offered its screen (src/server/http/screenGrants.ts).
 */
export const FINANCE_SCREENS = {
  invoice: 'finance_invoice',
  platformInvoice: 'finance_platform_invoice',
  arrival: 'finance_arrive',
  platformArrival: 'finance_platform_arrive',
  otherFee: 'finance_other_fee',
  request: 'finance_request',
  payment: 'finance_payment',
  cooperationFee: 'finance_deposit',
  bidDeposit: 'finance_bid_deposit',
  tender: 'finance_tender',
  income: 'finance_income',
} as const;
