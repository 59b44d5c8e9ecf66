import { EXPERT_REVIEW_LIMITS, REVIEW_DECISIONS } from '@shared/domain/expertReview';
import { EDUCATION_LEVELS, DEGREES, PROFILE_LIMITS, SEXES } from '@shared/domain/profile';
import { EXPERT_STATUS } from '@shared/domain/expertCert';
import { RegionField, SelectField, TextField, useFieldValue } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import { ChoiceField, DateField, LinkImagesField } from '../../pages/info/personalFields';

/** One application, read only (the list's view mode): what the applicant submitted, the certificates, the review. */
export function ExpertFields() {
  const lt = useLooseT();
  const status = String(useFieldValue('expertStatus') ?? '');
  return (
    <>
      <TextField name="realName" />
      <TextField name="phone" />
      <ChoiceField name="sex" group="sexes" values={SEXES} />
      <RegionField name="areaCode" />
      <TextField name="position" />
      <ChoiceField name="educational" group="educations" values={EDUCATION_LEVELS} />
      <TextField name="university" />
      <TextField name="major" />
      <TextField name="industryName" />
      <TextField name="majorName" />
      <SelectField name="expertStatus" options={['1', '2', '3'].map((value) => ({ value, label: lt(`resources.experts.statuses.${value}`) }))} />
      <TextField name="submissionTime" />
      {status !== String(EXPERT_STATUS.reviewing) && (
        <>
          <TextField name="expertPersonName" />
          <TextField name="expertOrgName" />
          <TextField name="expertTime" />
        </>
      )}
      {status === String(EXPERT_STATUS.rejected) && <TextField name="expertReason" multiline />}
      <LinkImagesField name="certificate" multiple />
    </>
  );
}

/** The review dialog: pass or reject; the reason is asked for (and required) when rejecting. */
export function ReviewFields() {
  const lt = useLooseT();
  const rejecting = String(useFieldValue('expertStatus') ?? '') === String(EXPERT_STATUS.rejected);
  return (
    <>
      <SelectField name="expertStatus" required options={REVIEW_DECISIONS.map((d) => ({ value: String(d), label: lt(`resources.experts.decisions.${d}`) }))} />
      <TextField name="expertReason" required={rejecting} multiline max={EXPERT_REVIEW_LIMITS.reason} />
    </>
  );
}

/** The organisation's record of a certified expert (spec 3 §3 "Expert"). */
export function InfoFields() {
  return (
    <>
      <TextField name="no" max={EXPERT_REVIEW_LIMITS.no} />
      <TextField name="name" required max={EXPERT_REVIEW_LIMITS.name} />
      <TextField name="phone" required />
      <DateField name="birthday" />
      <ChoiceField name="educational" group="educations" values={EDUCATION_LEVELS} />
      <ChoiceField name="degree" group="degrees" values={DEGREES} />
      <TextField name="university" max={PROFILE_LIMITS.university} />
      <TextField name="major" max={PROFILE_LIMITS.major} />
      <TextField name="position" max={PROFILE_LIMITS.position} />
      <RegionField name="areaCode" />
      <TextField name="addr" max={PROFILE_LIMITS.addr} />
    </>
  );
}
