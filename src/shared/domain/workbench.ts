/**
 * The workbench's rules (issue 18, /desk/index): which parts there are, the screen each part belongs
 * to and opens, and how far ahead an invoice counts as due. The server answers a part only to a caller
 * whose organisation category is offered the part's screen (the menu template's code, as requireScreen
 * reads it); the renderer opens the same screen's path from the part's card.
 */
import { FINANCE_SCREENS } from './financeButtons';

/** Days ahead an owner invoice counts as due soon: its expected receipt date from today to today + 30. */
export const WORKBENCH_DUE_DAYS = 30;

/**
 * Each part of the workbench: the menu code of its screen (the server's rule) and that screen's path
 * (the card's link). A card links to the list rather than a status-filtered list: the lists keep their
 * search in the page, not the address.
 */
export const WORKBENCH_PARTS = {
  /** The caller's projects (led, run or created): 我的项目. */
  projects: { screen: 'project_mine', path: '/project/mine' },
  /** The organisation's owner contracts in the caller's data scope. */
  contracts: { screen: 'contract_owner', path: '/contract/owner' },
  /** Owner invoices due and overdue. */
  invoices: { screen: FINANCE_SCREENS.invoice, path: '/finance/invoice' },
  /** The payer's requests waiting for payment. */
  payables: { screen: FINANCE_SCREENS.payment, path: '/finance/payment' },
  /** Party B's own requests. */
  requests: { screen: FINANCE_SCREENS.request, path: '/finance/request' },
} as const satisfies Record<string, { screen: string; path: string }>;

export type WorkbenchPart = keyof typeof WORKBENCH_PARTS;
export const WORKBENCH_PART_NAMES = Object.keys(WORKBENCH_PARTS) as WorkbenchPart[];
