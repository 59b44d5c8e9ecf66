import { financeReportEndpoints } from '@shared/api/financeReportEndpoints';
import type { ApiCall, BridgeResult, Language } from '@shared/bridge';
import type { AgingAmounts, PayableAmounts, ReportPage } from '@shared/domain/financeReports';
import { formatYuan, subtractMoney, toDecimal } from '@shared/domain/money';
import { translations } from '@shared/i18n';

export interface ActionNotifierOptions {
  /** A call to the server as the signed-in person (their organisation and data scope apply). */
  call: (call: ApiCall) => Promise<BridgeResult<unknown>>;
  notify: (title: string, body: string) => void;
  /** False without a desktop (browser mode) or while the person turned notifications off: nothing is asked. */
  enabled: () => boolean;
  /** Whose session this is (server, person, organisation), or null when nobody is signed in. */
  scope: () => string | null;
  language: () => Language;
  firstCheckMs: number;
  everyMs: number;
}

type Seen = { unpaid: string; overdue: string };

/**
 * What a person must act on, told by a desktop notification: payment requests waiting for payment
 * and owner invoices past due, as the finance reports count them in the person's organisation and
 * data scope. Checked a minute after start and then every 30 minutes; told when the amount grew
 * since the last check of that session (so once per app run for what was already there, and again
 * only for something new). A person without access to the reports (403) is simply not told.
 */
export class ActionNotifier {
  private readonly seen = new Map<string, Seen>();
  private first: ReturnType<typeof setTimeout> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly opts: ActionNotifierOptions) {}

  start(): void {
    this.first = setTimeout(() => void this.check(), this.opts.firstCheckMs);
    this.timer = setInterval(() => void this.check(), this.opts.everyMs);
  }

  async check(): Promise<void> {
    const scope = this.opts.scope();
    if (!scope || !this.opts.enabled()) return;
    const before = this.seen.get(scope) ?? { unpaid: '0', overdue: '0' };
    const now = { ...before };
    const t = translations[this.opts.language()].personal.device;
    const amount = (text: string, value: string) => text.replace('{{amount}}', formatYuan(value));

    const e = financeReportEndpoints;
    const payables = await this.opts.call({ module: e.payables.module, path: e.payables.path, method: e.payables.method, query: { view: 'org', current: 1, size: 1 } });
    if (payables.ok) {
      now.unpaid = (payables.data as ReportPage<unknown, PayableAmounts>).totals.unpaidAmount;
      if (toDecimal(now.unpaid).greaterThan(toDecimal(before.unpaid))) this.opts.notify(t.payablesTitle, amount(t.payablesBody, now.unpaid));
    }
    const receivables = await this.opts.call({ module: e.receivables.module, path: e.receivables.path, method: e.receivables.method, query: { view: 'contract', current: 1, size: 1 } });
    if (receivables.ok) {
      const totals = (receivables.data as ReportPage<unknown, AgingAmounts>).totals;
      now.overdue = subtractMoney(totals.total, totals.notDue);
      if (toDecimal(now.overdue).greaterThan(toDecimal(before.overdue))) this.opts.notify(t.overdueTitle, amount(t.overdueBody, now.overdue));
    }
    this.seen.set(scope, now);
  }

  dispose(): void {
    if (this.first) clearTimeout(this.first);
    if (this.timer) clearInterval(this.timer);
  }
}
