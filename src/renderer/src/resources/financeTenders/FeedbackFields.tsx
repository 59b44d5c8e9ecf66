import { TENDER_STATUS } from '@shared/domain/finance';
import type { Tender } from '@shared/domain/financeTender';
import { DateTimeField, SelectField, TextField, useFieldValue } from '../../crud/fields';
import { MoneyField } from '../../crud/fields/MoneyFields';
import { looseT, useLooseT } from '../../crud/looseT';
import { ArchiveAttachmentsField, toFieldFiles } from '../projectArchives/attachments';
import { PlatformPicker } from './Fields';

const s = (v: unknown) => String(v ?? '');

/** The feedback dialog's values from the tender (its stored feedback, if any). */
export function feedbackValues(t: Tender): Record<string, unknown> {
  const f = t.feedback;
  const shown = [5, 7, 8].includes(t.statusTender) ? String(t.statusTender) : '';
  return {
    id: t.id,
    statusTender: shown,
    winPlatform: f?.winPlatform?.bizId ?? '',
    winPlatformName: f?.winPlatform?.deptName ?? '',
    winPlatformPt: f?.winPlatformPt ?? '',
    winAttach: toFieldFiles(f?.winAttach ?? []),
    bondPerf: f?.bondPerf ?? '',
    bondPerfStatus: looseT(`resources.financeTenders.bondStatuses.${f?.bondPerfStatus ?? 0}`),
    bondPerfTime1: f?.bondPerfTime1 ?? '',
    bondPerfTime2: f?.bondPerfTime2 ?? '',
    bondQuality: f?.bondQuality ?? '',
    bondQualityStatus: looseT(`resources.financeTenders.bondStatuses.${f?.bondQualityStatus ?? 0}`),
    bondQualityTime1: f?.bondQualityTime1 ?? '',
    bondQualityTime2: f?.bondQualityTime2 ?? '',
    isRebid: s(f?.isRebid ?? 0),
    rebidDate: f?.rebidDate ?? '',
    remark: f?.remark ?? '',
    // The bonds' amounts are locked once their status moved (the server refuses a change too).
    bondPerfLocked: (f?.bondPerfStatus ?? 0) !== 0,
    bondQualityLocked: (f?.bondQualityStatus ?? 0) !== 0,
  };
}

/**
 * The bid feedback (spec 2 §5): the result (5, 7, 8); the winner by result — a platform unit for 7, a
 * name for 8 — and the award attachment for both; the bonds (statuses read-only, amounts locked once
 * a status moved); whether to re-bid, with its date, for 5; remark.
 */
export function FeedbackFields() {
  const lt = useLooseT();
  const status = Number(useFieldValue('statusTender') || 0);
  const rebid = s(useFieldValue('isRebid')) === '1';
  const perfLocked = useFieldValue('bondPerfLocked') === true;
  const qualityLocked = useFieldValue('bondQualityLocked') === true;
  const won = status === TENDER_STATUS.wonPlatform || status === TENDER_STATUS.wonOther;
  return (
    <>
      <SelectField name="statusTender" required options={['5', '7', '8'].map((value) => ({ value, label: lt(`resources.financeTenders.feedbackChoices.${value}`) }))} />
      {status === TENDER_STATUS.wonPlatform ? <PlatformPicker name="winPlatform" nameField="winPlatformName" required testId="tender-win" /> : null}
      {status === TENDER_STATUS.wonOther ? <TextField name="winPlatformPt" required max={100} /> : null}
      {won ? <ArchiveAttachmentsField name="winAttach" kind="tender" required testId="tender-win-attach" /> : null}
      {won ? (
        <>
          <MoneyField name="bondPerf" readOnly={perfLocked} />
          <TextField name="bondPerfStatus" readOnly />
          <DateTimeField name="bondPerfTime1" />
          <DateTimeField name="bondPerfTime2" />
          <MoneyField name="bondQuality" readOnly={qualityLocked} />
          <TextField name="bondQualityStatus" readOnly />
          <DateTimeField name="bondQualityTime1" />
          <DateTimeField name="bondQualityTime2" />
        </>
      ) : null}
      {status === TENDER_STATUS.lost ? (
        <SelectField name="isRebid" options={['1', '0'].map((value) => ({ value, label: lt(`resources.financeTenders.yesNo.${value}`) }))} />
      ) : null}
      {status === TENDER_STATUS.lost && rebid ? <DateTimeField name="rebidDate" required /> : null}
      <TextField name="remark" multiline max={200} />
    </>
  );
}
