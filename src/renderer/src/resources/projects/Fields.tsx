import { projectEndpoints } from '@shared/api/projectEndpoints';
import { ADD_TENDER_MAX, INITIATION_LIMITS, type InitiableRecord } from '@shared/domain/projectInitiation';
import { useWatch } from 'react-hook-form';
import { useDictionary } from '../../crud/dictionary';
import { CreatorBlock, MemberPicker, OrganisationPicker, ReferencePicker, RegionField, SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { PartyField } from './PartyField';

/** Picking the filing fills what the project takes over from it (spec 3 §5); the person may still change it. */
function fillFromRecord(r: InitiableRecord, form: { setValue: (name: string, value: unknown, o?: { shouldDirty?: boolean }) => void }) {
  const set = (name: string, value: string) => form.setValue(name, value, { shouldDirty: true });
  set('name', r.name);
  set('detailAddr', r.detailAddr);
  set('scale', r.scale);
  set('type', r.type);
  set('mainIndustry', r.mainIndustry);
  set('otherIndustry', r.otherIndustry);
  set('regionId', r.regionId);
  set('ownerDeptId', r.ownerDeptId);
  set('ownerName', r.ownerName);
  set('resProviderIds', r.resProviderIds);
}

/** The initiation form (add, edit, view): the filing is chosen when adding and kept after. */
export function ProjectFields({ mode }: FieldsProps) {
  const lt = useLooseT();
  const tender = useDictionary('zbzt').options.filter((o) => mode !== 'add' || Number(o.value) <= ADD_TENDER_MAX);
  const directSign = ['0', '1'].map((value) => ({ value, label: lt(`resources.projects.directSign.${value}`) }));
  const mainPlatform = useWatch({ name: 'mainPlatformId' }) as string | undefined;
  return (
    <>
      <ReferencePicker
        name="recordId"
        nameField="recordName"
        required
        readOnly={mode !== 'add'}
        testId="project-record"
        endpoint={projectEndpoints.records}
        search="name"
        value={(r) => r.id}
        label={(r) => r.name}
        detail={(r) => r.code}
        onPick={fillFromRecord}
      />
      <TextField name="code" required max={INITIATION_LIMITS.code} />
      <TextField name="name" required max={INITIATION_LIMITS.name} />
      <SelectField name="type" required dictionary="xmlx" />
      <SelectField name="phaseKeys" required dictionary="xmjd" multiple />
      <SelectField name="mainIndustry" required dictionary="xmhy" />
      <SelectField name="otherIndustry" dictionary="xmhy" multiple />
      <RegionField name="regionId" required />
      <TextField name="detailAddr" max={INITIATION_LIMITS.detailAddr} />
      <SelectField name="statusTender" required options={tender} />
      <SelectField name="isDirectSign" required options={directSign} />
      <OrganisationPicker name="ownerDeptId" nameField="ownerName" orgCategory="yz" required />
      <PartyField name="mainPlatformId" category="pt" self required />
      <PartyField name="otherPlatformIds" category="pt" multiple exclude={mainPlatform} />
      <PartyField name="resProviderIds" category="zy" multiple />
      <MemberPicker name="mgrBizPerson" nameField="mgrBizPersonName" required />
      <MemberPicker name="mgrOperate" nameField="mgrOperateName" required />
      <TextField name="scale" multiline max={INITIATION_LIMITS.scale} />
      <TextField name="remark" multiline max={INITIATION_LIMITS.remark} />
      <CreatorBlock />
    </>
  );
}
