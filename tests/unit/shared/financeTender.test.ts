import { describe, expect, it } from 'vitest';
import { bondLocked, feedbackOutcome, feedbackSchema, tenderSchema, TENDER_MESSAGES as M } from '@shared/domain/financeTender';

const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
const tender = (over: Record<string, unknown> = {}) => ({
  name: '投标', purchasingCode: 'CG-1', ownerDeptId: '100005', tenderEndTime: '2026-12-31 17:00:00', chargeUser: '12', ourCompany: '100004', mainPlatform: '100006', ...over,
});

describe('tender rules (spec 2 §5 Tender)', () => {
  it('takes ids for parties, comma-joined lists, blank money as 0.00, and checks money to two decimals up to 9 999 999 999.99', () => {
    const ok = tenderSchema.parse(tender({ subPlatform: '100006,100007', techReviewUser: '1,2', registFee: '', guarantee: '9999999999.99' }));
    expect(ok).toMatchObject({ ourCompany: { bizId: '100004' }, mainPlatform: { bizId: '100006' }, subPlatform: [{ bizId: '100006' }, { bizId: '100007' }], techReviewUser: ['1', '2'], registFee: '0', guarantee: '9999999999.99', hasFee: 0 });
    for (const v of ['10000000000.00', '-1', '1.234', 'abc']) expect(first(tenderSchema.safeParse(tender({ guarantee: v })))).toEqual(['guarantee:请填写正确的数字']);
  });
  it('requires the reviewers and files of a review that applies', () => {
    expect(first(tenderSchema.safeParse(tender({ hasBizReview: '1' })))).toEqual([`bizReviewUser:${M.bizReviewUser}`, `bizReviewFile:${M.bizReviewFile}`]);
    expect(first(tenderSchema.safeParse(tender({ hasTechReview: 1 })))).toEqual([`unitType:${M.unitType}`, `techReviewFile:${M.techReviewFile}`]);
    expect(first(tenderSchema.safeParse(tender({ hasTechReview: 1, unitType: 'my', techReviewFile: [{ attachId: '1' }] })))).toEqual([`techReviewUser:${M.techReviewUser}`]);
    expect(first(tenderSchema.safeParse(tender({ hasTechReview: 1, unitType: 'other', techReviewFile: [{ attachId: '1' }] })))).toEqual([`techUnit:${M.techUnit}`]);
    expect(first(tenderSchema.safeParse(tender({ name: '', mainPlatform: '', tenderEndTime: '' })))).toEqual([`name:${M.name}`, `tenderEndTime:${M.endTime}`, 'mainPlatform:请选择主平台单位']);
  });
  it('reports the reviews’ messages with the basic fields’ at once — a blank deadline included — after them (the server answers the first)', () => {
    expect(first(tenderSchema.safeParse(tender({ name: '', tenderEndTime: '', chargeUser: '', hasBizReview: 1, hasTechReview: 1, unitType: 'other' })))).toEqual([
      `name:${M.name}`,
      `tenderEndTime:${M.endTime}`,
      `chargeUser:${M.chargeUser}`,
      `bizReviewUser:${M.bizReviewUser}`,
      `bizReviewFile:${M.bizReviewFile}`,
      `techUnit:${M.techUnit}`,
      `techReviewFile:${M.techReviewFile}`,
    ]);
    // A review's own malformed value keeps its one message; no input at all is still refused.
    expect(first(tenderSchema.safeParse(tender({ hasTechReview: 1, unitType: 'x', techReviewFile: [{ attachId: '1' }] })))).toEqual([`unitType:${M.unitType}`]);
    expect(tenderSchema.safeParse(null).success).toBe(false);
  });
});

describe('bid feedback rules (spec 2 §4 bdzt, §5 Bid feedback)', () => {
  it('asks the winner and attachment by status, and the re-bid date', () => {
    expect(first(feedbackSchema.safeParse({ bidId: '1', statusTender: '7' }))).toEqual([`winPlatform:${M.winPlatform}`, `winAttach:${M.winAttach}`]);
    expect(first(feedbackSchema.safeParse({ bidId: '1', statusTender: 8 }))).toEqual([`winPlatformPt:${M.winPlatformPt}`, `winAttach:${M.winAttach}`]);
    expect(first(feedbackSchema.safeParse({ bidId: '1', statusTender: 5, isRebid: '1' }))).toEqual([`rebidDate:${M.rebidDate}`]);
    expect(first(feedbackSchema.safeParse({ bidId: '1', statusTender: 4 }))).toEqual([`statusTender:${M.feedbackStatus}`]);
    expect(feedbackSchema.parse({ bidId: '9', statusTender: 5 }).id).toBe('9');
    // The winner’s messages come with a malformed field’s (a date sent as a number), not after it is corrected.
    expect(first(feedbackSchema.safeParse({ bidId: '1', statusTender: 7, bondPerfTime1: 20260101 }))).toEqual([expect.stringMatching(/^bondPerfTime1:/), `winPlatform:${M.winPlatform}`, `winAttach:${M.winAttach}`]);
  });
  it('moves 4 and 6 to the result (5 with a re-bid to 6), keeps won ones won, closes lost ones', () => {
    expect(feedbackOutcome(4, { statusTender: 5, isRebid: 1 })).toEqual({ status: 6 });
    expect(feedbackOutcome(6, { statusTender: 5, isRebid: 0 })).toEqual({ status: 5 });
    expect(feedbackOutcome(4, { statusTender: 7, isRebid: 0 })).toEqual({ status: 7 });
    expect(feedbackOutcome(7, { statusTender: 8, isRebid: 0 })).toEqual({ status: 8 });
    expect(feedbackOutcome(8, { statusTender: 5, isRebid: 0 })).toEqual({ refused: M.wonStays });
    expect(feedbackOutcome(5, { statusTender: 7, isRebid: 0 })).toEqual({ refused: M.feedbackRefused });
  });
  it('locks a bond amount once its status is not 0 (same amount written differently is no change)', () => {
    expect(bondLocked('perf', 0, '100.00', '5')).toBeUndefined();
    expect(bondLocked('perf', 1, '100.00', '100')).toBeUndefined();
    expect(bondLocked('perf', 1, '100.00', '100.01')).toBe(M.bondPerfLocked);
    expect(bondLocked('quality', 3, '0.00', '9999999999.99')).toBe(M.bondQualityLocked);
  });
});
