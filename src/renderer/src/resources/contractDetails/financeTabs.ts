import type { OwnerContract } from '@shared/domain/contractOwner';
import type { DetailTab } from '../../crud/detail/types';
import { arrivalOwnerTabs } from '../financeArrivals/ownerTabs';
import { expenseOwnerTabs } from '../financeExpenses/ownerTabs';
import { invoiceOwnerTabs } from '../financeInvoices/ownerTabs';
import { paymentOwnerTabs } from '../financePayments/ownerTabs';

/** The owner contract detail page's money: invoices, arrivals, other expenses, payment requests and payments (issue 17). */
export const financeOwnerTabs: DetailTab<OwnerContract>[] = [...invoiceOwnerTabs, ...arrivalOwnerTabs, ...expenseOwnerTabs, ...paymentOwnerTabs];
