import { describe, expect, it } from 'vitest';
import { addDays, agingBucket, agingEdges, daysBetween, dueDateOf, payablesQuerySchema, receivablesQuerySchema } from '@shared/domain/financeReports';

/** The bucket agingEdges gives a due date, as the report's SQL reads it: the first edge the due date reaches. */
const bucketByEdges = (asOf: string, due: string) => agingEdges(asOf).find((e) => e.dueFrom === null || due >= e.dueFrom)!.key;

describe('receivables aging buckets', () => {
  it.each([
    [-5, 'notDue'],
    [0, 'notDue'],
    [1, 'days30'],
    [30, 'days30'],
    [31, 'days90'],
    [90, 'days90'],
    [91, 'days180'],
    [180, 'days180'],
    [181, 'over180'],
    [2000, 'over180'],
  ])('%i days past due falls in %s', (days, bucket) => {
    expect(agingBucket(days)).toBe(bucket);
  });

  it('the SQL edges put every due date in the bucket of its days past due, across a month and a leap day', () => {
    const asOf = '2028-03-01';
    for (let days = -3; days <= 400; days++) {
      const due = addDays(asOf, -days);
      expect(daysBetween(due, asOf)).toBe(days);
      expect(bucketByEdges(asOf, due)).toBe(agingBucket(days));
    }
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('an invoice is due on its expected receipt date, else 30 days after its invoice date', () => {
    expect(dueDateOf({ receiptDate: '2026-10-05 00:00:00', invoiceDate: '2026-01-01 00:00:00' })).toBe('2026-10-05');
    expect(dueDateOf({ receiptDate: '', invoiceDate: '2026-12-15 00:00:00' })).toBe('2027-01-14');
  });
});

describe('report searches', () => {
  it('defaults to the per-contract view and reads days from date-times', () => {
    const q = receivablesQuerySchema.parse({ invoiceDateFrom: '2026-01-01 00:00:00', asOf: '2026-11-30' });
    expect(q).toMatchObject({ view: 'contract', invoiceDateFrom: '2026-01-01', asOf: '2026-11-30', current: 1 });
  });

  it('refuses a day that is not a date and a view that does not exist', () => {
    expect(receivablesQuerySchema.safeParse({ asOf: '2026-02-30' }).error?.issues[0]?.message).toBe('请选择正确的日期');
    expect(receivablesQuerySchema.safeParse({ view: 'party' }).error?.issues[0]?.message).toBe('请选择统计方式');
    expect(payablesQuerySchema.safeParse({ view: 'owner' }).error?.issues[0]?.message).toBe('请选择统计方式');
    expect(payablesQuerySchema.parse({ view: 'org' }).view).toBe('org');
  });
});
