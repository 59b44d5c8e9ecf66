import { endpoints } from '@shared/api/endpoints';
import { pickerEndpoints } from '@shared/api/pickerEndpoints';
import { isPickableOrganisation, type BizAttention } from '@shared/domain/bizAttention';
import type { Member } from '@shared/domain/member';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { userInfoQuery } from '../../api/sessionQueries';
import { DateTimeField, SelectField, TextField, useFieldValue } from '../../crud/fields';
import { MoneyField } from '../../crud/fields/MoneyFields';
import { MultiReferenceField } from '../../crud/fields/MultiReferenceField';
import { MemberPicker, OrganisationPicker } from '../../crud/fields/Pickers';
import { ReferencePicker } from '../../crud/fields/ReferencePicker';
import { useCrudForm } from '../../crud/formContext';
import { useLooseT, type LooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { ProjectPicker } from '../projects/ProjectPicker';
import { ArchiveAttachmentsField } from '../projectArchives/attachments';
import { FeedbackSummary } from './FeedbackSummary';

const yesNo = (lt: LooseT) => ['1', '0'].map((value) => ({ value, label: lt(`resources.financeTenders.yesNo.${value}`) }));

/** A platform unit (pt partner; those not in standing — status 2 — disabled), or our own organisation when it is one. */
export function PlatformPicker(props: { name: string; nameField?: string; required?: boolean; readOnly?: boolean; testId: string }) {
  const me = useQuery(userInfoQuery()).data;
  if (me?.orgCategory === 'pt') {
    return <SelectField name={props.name} required={props.required} readOnly={props.readOnly} options={[{ value: me.tenantId, label: me.orgName }]} />;
  }
  return (
    <ReferencePicker<BizAttention, { orgCategory?: string; compName?: string; current?: number; size?: number }>
      name={props.name}
      nameField={props.nameField}
      required={props.required}
      readOnly={props.readOnly}
      testId={props.testId}
      endpoint={endpoints.bizAttentionList}
      search="compName"
      filters={() => ({ orgCategory: 'pt' })}
      value={(r) => r.tenantId}
      label={(r) => r.compName}
      disabled={(r) => !isPickableOrganisation(r)}
    />
  );
}

/** The business and technical reviews: reviewers and files only when the review applies (spec 2 §5). */
function Reviews({ readOnly }: { readOnly: boolean }) {
  const lt = useLooseT();
  const biz = String(useFieldValue('hasBizReview') ?? '0') === '1';
  const tech = String(useFieldValue('hasTechReview') ?? '0') === '1';
  const unitType = String(useFieldValue('unitType') ?? '');
  return (
    <>
      <SelectField name="hasBizReview" options={yesNo(lt)} readOnly={readOnly} />
      {biz ? <MemberPicker name="bizReviewUser" nameField="bizReviewUserName" required readOnly={readOnly} /> : null}
      {biz ? <ArchiveAttachmentsField name="bizReviewFile" kind="tender" required testId="tender-biz-file" /> : null}
      <SelectField name="hasTechReview" options={yesNo(lt)} readOnly={readOnly} />
      {tech ? (
        <SelectField name="unitType" required readOnly={readOnly} options={['my', 'other'].map((value) => ({ value, label: lt(`resources.financeTenders.unitTypes.${value}`) }))} />
      ) : null}
      {tech && unitType === 'my' ? (
        <MultiReferenceField<Member, { current?: number; size?: number }>
          name="techReviewUser"
          required
          readOnly={readOnly}
          testId="tender"
          endpoint={pickerEndpoints.members}
          value={(m) => m.id}
          label={(m) => m.realName}
        />
      ) : null}
      {tech && unitType === 'other' ? <TextField name="techUnit" required max={100} readOnly={readOnly} /> : null}
      {tech ? <ArchiveAttachmentsField name="techReviewFile" kind="tender" required testId="tender-tech-file" /> : null}
    </>
  );
}

/**
 * The tender form (spec 2 §5 Tender): name, purchasing code, owner unit (a yz partner), deadline,
 * person in charge, our unit, main and sub platforms, fees, the reviews, documents, related project.
 * The status is the server's (new 4); the fee's payment is set when editing. View shows the feedback.
 */
export function TenderFields({ mode }: FieldsProps) {
  const me = useQuery(userInfoQuery()).data;
  const { record } = useCrudForm();
  const form = useFormContext();
  const lt = useLooseT();
  const readOnly = mode === 'view';
  // Our unit is the bidding organisation itself: a new tender starts with it chosen.
  useEffect(() => {
    if (mode === 'add' && me && !form.getValues('ourCompany')) form.setValue('ourCompany', me.tenantId);
  }, [mode, me, form]);
  return (
    <>
      <TextField name="name" required max={100} readOnly={readOnly} />
      <TextField name="purchasingCode" required max={100} readOnly={readOnly} />
      <OrganisationPicker name="ownerDeptId" nameField="ownerName" orgCategory="yz" required readOnly={readOnly} />
      <DateTimeField name="tenderEndTime" required readOnly={readOnly} />
      <MemberPicker name="chargeUser" nameField="chargeUserName" required readOnly={readOnly} />
      <SelectField name="ourCompany" required readOnly={readOnly} options={me ? [{ value: me.tenantId, label: me.orgName }] : []} />
      <PlatformPicker name="mainPlatform" nameField="mainPlatformName" required readOnly={readOnly} testId="tender-main" />
      <MultiReferenceField<BizAttention, { orgCategory?: string; current?: number; size?: number }>
        name="subPlatform"
        readOnly={readOnly}
        testId="tender"
        endpoint={endpoints.bizAttentionList}
        params={{ orgCategory: 'pt' }}
        value={(r) => r.tenantId}
        label={(r) => r.compName}
        disabled={(r) => !isPickableOrganisation(r)}
        known={Object.fromEntries(((record?.subPlatform ?? []) as { bizId: string; deptName: string }[]).map((p) => [p.bizId, p.deptName]))}
      />
      <TextField name="tenderAgent" max={100} readOnly={readOnly} />
      <MoneyField name="registFee" readOnly={readOnly} />
      <MoneyField name="guarantee" readOnly={readOnly} />
      {mode === 'add' ? null : (
        <SelectField name="hasFee" readOnly={readOnly} options={['0', '1'].map((value) => ({ value, label: lt(`resources.financeTenders.fee.${value}`) }))} />
      )}
      <DateTimeField name="paymentDeadline" readOnly={readOnly} />
      <DateTimeField name="refundDate" readOnly={readOnly} />
      <ProjectPicker name="associationProject" nameField="associationProjectName" readOnly={readOnly} />
      <Reviews readOnly={readOnly} />
      <ArchiveAttachmentsField name="tenderFile" kind="tender" testId="tender-file" />
      <ArchiveAttachmentsField name="bidFile" kind="tender" testId="tender-bid-file" />
      <TextField name="remark" wide multiline max={200} readOnly={readOnly} />
      {readOnly ? <FeedbackSummary /> : null}
    </>
  );
}
