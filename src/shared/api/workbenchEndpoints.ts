/**
 * The workbench's figures (issue 18, /desk/index): in one round trip, what the caller acts on — their
 * projects and their organisation's owner contracts by status, owner invoices due and overdue, payment
 * requests waiting for payment (the payer) or the organisation's own requests (party B). A part is
 * present only when the caller's organisation category is offered the screen it links to.
 */
import type { Endpoint } from './endpoints';

/** How many rows stand at one status (the status's dictionary key as a number). */
export interface WorkbenchStatusCount {
  status: number;
  count: number;
}

/** How many rows, and their money (yuan, two decimals). */
export interface WorkbenchMoneyCount {
  count: number;
  amount: string;
}

export interface WorkbenchStatusMoney extends WorkbenchStatusCount {
  amount: string;
}

/** The parts are those of WORKBENCH_PARTS (domain/workbench.ts); the route's types keep the two the same. */
export interface Workbench {
  /** Projects the caller leads, runs or created (as /project/mine), by xmzt; only the statuses held. */
  projects?: WorkbenchStatusCount[];
  /** Owner contracts of the caller's organisation in their data scope, by htzt (0 the draft). */
  contracts?: WorkbenchStatusCount[];
  /** Owner invoices with money not yet received: due within WORKBENCH_DUE_DAYS days (domain/workbench.ts), and past due (open money). */
  invoices?: { due: WorkbenchMoneyCount; overdue: WorkbenchMoneyCount };
  /** The payer: requests on the organisation's contracts waiting for payment (qkfkzt 0, 1), their unpaid money. */
  payables?: WorkbenchStatusMoney[];
  /** Party B: the organisation's own requests by qkfkzt, their requested money. */
  requests?: WorkbenchStatusMoney[];
}

export const workbenchEndpoints = {
  figures: { module: 'desk', method: 'GET', path: 'desktop/workbench' } as Endpoint<void, Workbench>,
} as const;
