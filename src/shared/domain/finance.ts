/**
 * The finance side of a contract (issue 17, spec 2 §4): the statuses every finance screen and route
 * reads, by their dictionary values. Labels: the dictionaries (src/shared/dictionaries/contract.ts).
 */

/** fpzt: an invoice's status, kept in step with its arrivals (3 leaves the arrival form's picker). */
export const INVOICE_STATUS = { issued: 1, partlyReceived: 2, fullyReceived: 3, voided: 4 } as const;
/** Invoices whose money counts (all but voided). */
export const INVOICE_COUNTED = [INVOICE_STATUS.issued, INVOICE_STATUS.partlyReceived, INVOICE_STATUS.fullyReceived] as const;

/** dzhx: an arrival's write-off; a written-off arrival can no longer be edited or removed. */
export const WRITE_OFF = { open: 0, writtenOff: 1 } as const;

/** qkfkzt: a payment request's payment status. */
export const PAY_STATUS = { toPay: 0, partlyPaid: 1, paid: 2, refused: 3 } as const;
/** Requests that hold money (a refused one does not). */
export const PAY_REQUEST_COUNTED = [PAY_STATUS.toPay, PAY_STATUS.partlyPaid, PAY_STATUS.paid] as const;

/** A cooperation fee: 0 not returned → 1 returned (the return form). */
export const COOPERATION_FEE_STATUS = { paid: 0, returned: 1 } as const;

/** bdzt as a tender uses it: new 4, re-bid 6; the feedback chooses 5, 7 or 8. */
export const TENDER_STATUS = { newBid: 4, lost: 5, rebid: 6, wonPlatform: 7, wonOther: 8 } as const;

/** bzjzt: a bid deposit's status (new 0). */
export const DEPOSIT_STATUS = { unpaid: 0, paid: 1, partlyRefunded: 2, refunded: 3 } as const;

/** Which contract an invoice or arrival is on: the owner contract, or a platform / project-management contract. */
export type FinanceContractKind = 'owner' | 'platform';
