import { endpoints } from '@shared/api/endpoints';
import { isPickableOrganisation } from '@shared/domain/bizAttention';
import { PHASE_PLAN_LIMITS, phasesOf } from '@shared/domain/phasePlan';
import { TEAM_CATEGORIES, TEAM_LIMITS } from '@shared/domain/projectTeam';
import { DateRangeField, ReferencePicker, SelectField, TextField, useFieldValue } from '../../crud/fields';
import { useDictionary } from '../../crud/dictionary';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';

/**
 * The team form (spec 3 §3 team forms): the type first, then a partner organisation of that type
 * (cleared when the type changes; disabled partners greyed), its people, main or secondary.
 */
export function TeamFields(_: FieldsProps) {
  const lt = useLooseT();
  return (
    <>
      <SelectField name="orgCategory" required options={TEAM_CATEGORIES.map((c) => ({ value: c, label: lt(`resources.projectTeams.categories.${c}`) }))} />
      <ReferencePicker
        name="teamId"
        nameField="teamName"
        required
        testId="team-picker"
        endpoint={endpoints.bizAttentionList}
        search="compName"
        filters={(v) => (v.orgCategory ? { orgCategory: String(v.orgCategory) } : null)}
        waitingFor="orgCategory"
        disabled={(r) => !isPickableOrganisation(r)}
        value={(r) => r.tenantId}
        label={(r) => r.compName}
      />
      <TextField name="chargeUser" required max={TEAM_LIMITS.person} />
      <SelectField name="isMain" required options={['1', '0'].map((value) => ({ value, label: lt(`resources.projectTeams.mains.${value}`) }))} />
      <TextField name="businessUser" max={TEAM_LIMITS.person} />
      <TextField name="technologyUser" max={TEAM_LIMITS.person} />
      <TextField name="otherParticipant" multiline wide max={TEAM_LIMITS.otherParticipant} />
    </>
  );
}

/**
 * The phase plan form: one of the project's phases (its phaseKeys, labelled from dictionary xmjd),
 * planned days (required, the end not before the start), actual days, remark.
 */
export function PhasePlanFields(_: FieldsProps) {
  const phaseKeys = useFieldValue('projectPhaseKeys') as string | undefined;
  const phases = useDictionary('xmjd');
  const mine = phasesOf(phaseKeys ?? '');
  const options = mine.map((k) => phases.options.find((o) => o.value === k) ?? { value: k, label: k });
  return (
    <>
      <SelectField name="phaseKey" required options={options} />
      <DateRangeField name="planTime" start="planStartTime" end="planEndTime" required wide />
      <DateRangeField name="realTime" start="realStartTime" end="realEndTime" wide />
      <TextField name="remark" multiline wide max={PHASE_PLAN_LIMITS.remark} />
    </>
  );
}
