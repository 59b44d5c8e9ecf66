import { PROMOTION_LIMITS } from '@shared/domain/promotion';
import { DateTimeField, RichTextField, SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';

/** Title ≤50, period (end not before start), status (draft or published), rich content. */
export function PromotionFields() {
  const lt = useLooseT();
  return (
    <>
      <TextField name="title" required max={PROMOTION_LIMITS.title} />
      <SelectField name="status" required options={['0', '1'].map((value) => ({ value, label: lt(`resources.promotions.statuses.${value}`) }))} />
      <DateTimeField name="startTime" required />
      <DateTimeField name="endTime" required />
      <RichTextField name="content" required max={PROMOTION_LIMITS.content} />
    </>
  );
}

/** The follow-up dialog of a sign-up: its status and a note. */
export function LeadFollowFields() {
  const lt = useLooseT();
  return (
    <>
      <SelectField name="followStatus" required options={['0', '1', '2'].map((value) => ({ value, label: lt(`resources.promotionLeads.followStatuses.${value}`) }))} />
      <TextField name="followRemark" multiline max={PROMOTION_LIMITS.remark} />
    </>
  );
}
