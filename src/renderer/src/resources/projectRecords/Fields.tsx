import { Field, Input, makeStyles } from '@fluentui/react-components';
import { endpoints } from '@shared/api/endpoints';
import { recordEndpoints } from '@shared/api/recordEndpoints';
import { isPickableOrganisation } from '@shared/domain/bizAttention';
import { ORG_PROFILE_MESSAGES } from '@shared/domain/orgProfile';
import { CHOOSABLE_RECORD_STATUSES, PROJECT_RECORD_LIMITS, PROJECT_RECORD_MESSAGES, RECORD_STATUSES, type ProjectRecord } from '@shared/domain/projectRecord';
import { useTranslation } from 'react-i18next';
import { CreatorBlock, OrganisationPicker, RegionField, SelectField, TextField } from '../../crud/fields';
import { CheckedTextField } from '../../crud/fields/CheckedTextField';
import { MultiReferenceField } from '../../crud/fields/MultiReferenceField';
import { useCrudForm } from '../../crud/formContext';
import { ListPage } from '../../crud/ListPage';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { recordHistory } from './history';

// The embedded history list keeps inside the drawer's grid (a grid item would otherwise grow to its table's width).
const useStyles = makeStyles({ wide: { gridColumn: '1 / -1', minWidth: 0, overflowX: 'auto' } });
const ANSWERS = [PROJECT_RECORD_MESSAGES.nameExists] as const;
const checkParams = (name: string, id: string | undefined) => (id ? { name, id } : { name });

/**
 * The filing form. Add: every field; edit: the name and the status only, 4 (initiated) not offered;
 * view: every field, the code and creator, and the change history. The name is checked on blur.
 */
export function RecordFields({ mode }: FieldsProps) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  const { record, resource } = useCrudForm();
  const filing = record as ProjectRecord | undefined;
  const statuses = mode === 'view' ? RECORD_STATUSES : CHOOSABLE_RECORD_STATUSES;
  const known = Object.fromEntries((filing?.resProviderList ?? []).map((p) => [p.bizId, p.deptName]));
  return (
    <>
      <CheckedTextField
        name="name"
        required
        wide
        max={PROJECT_RECORD_LIMITS.name}
        endpoint={recordEndpoints.checkExist}
        params={checkParams}
        answers={ANSWERS}
        failed={ORG_PROFILE_MESSAGES.checkFailed}
      />
      <SelectField name="status" required options={statuses.map((s) => ({ value: String(s), label: lt(`resources.projectRecords.statuses.${s}`) }))} />
      {mode === 'view' && (
        <Field label={lt(`resources.${resource}.fields.code`)}>
          <Input readOnly value={filing?.code ?? ''} data-testid="record-code" />
        </Field>
      )}
      {mode !== 'edit' && (
        <>
          <OrganisationPicker name="ownerUnitDeptId" nameField="ownerUnitName" orgCategory="yz" required />
          <MultiReferenceField
            name="resProviderDeptId"
            endpoint={endpoints.bizAttentionList}
            params={{ orgCategory: 'zy' }}
            value={(r) => r.tenantId}
            label={(r) => r.compName}
            disabled={(r) => !isPickableOrganisation(r)}
            known={known}
            testId="record"
          />
          <SelectField name="type" dictionary="xmlx" required />
          <SelectField name="mainIndustry" dictionary="xmhy" required />
          <SelectField name="otherIndustry" dictionary="xmhy" multiple />
          <RegionField name="regionId" required wide />
          <TextField name="detailAddr" required wide max={PROJECT_RECORD_LIMITS.detailAddr} />
          <TextField name="scale" required multiline max={PROJECT_RECORD_LIMITS.scale} />
          <TextField name="remark" multiline max={PROJECT_RECORD_LIMITS.remark} />
          <CreatorBlock />
        </>
      )}
      {mode === 'view' && resource === 'projectRecords' && filing && (
        <div className={styles.wide} data-testid="record-history">
          <Field label={t('resources.projectRecords.history')}>
            <ListPage resource={recordHistory} fixedFilters={{ recordId: filing.id }} height={220} scope={filing.id} />
          </Field>
        </div>
      )}
    </>
  );
}
