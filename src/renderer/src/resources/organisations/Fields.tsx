import { Field, Input } from '@fluentui/react-components';
import { ORG_CATEGORY_CODES } from '@shared/domain/organisation';
import { capitalOptionalFor, ORG_PROFILE_LIMITS } from '@shared/domain/orgProfile';
import { Controller } from 'react-hook-form';
import { DateField, SelectField, TextField, useFieldValue } from '../../crud/fields';
import { useFieldBasics } from '../../crud/fields/common';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { useExistenceCheck } from './checks';
import { ImageLinkField } from './ImageLinkField';
import { ServiceRegionsField } from './ServiceRegionsField';

/** A text input whose value the server checks against other organisations when it loses focus. */
export function CheckedTextField(props: { name: 'orgName' | 'regNo'; readOnly?: boolean }) {
  const { control, label, error } = useFieldBasics(props.name);
  const check = useExistenceCheck(props.name);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <Field label={label} required validationMessage={error}>
          <Input
            {...field}
            data-testid={`field-${props.name}`}
            value={field.value ?? ''}
            readOnly={props.readOnly}
            onChange={(_, d) => field.onChange(d.value)}
            onBlur={() => {
              field.onBlur();
              if (!props.readOnly && !field.disabled) void check();
            }}
          />
        </Field>
      )}
    />
  );
}

/** The organisation form (spec 3 §3, §5): every profile field; the category is chosen once, at adding. */
export function OrgProfileFields({ mode }: FieldsProps) {
  const lt = useLooseT();
  const category = useFieldValue('orgCategory') as string | undefined;
  const statuses = ['0', '1', '3', '4'].map((value) => ({ value, label: lt(`resources.organisations.statuses.${value}`) }));
  return (
    <>
      <SelectField
        name="orgCategory"
        required
        readOnly={mode !== 'add'}
        options={ORG_CATEGORY_CODES.map((code) => ({ value: code, label: lt(`orgCategories.${code}`) }))}
      />
      <TextField name="orgAbbr" required max={ORG_PROFILE_LIMITS.abbr} />
      <CheckedTextField name="orgName" />
      <TextField name="orgLegal" required max={ORG_PROFILE_LIMITS.legal} />
      <CheckedTextField name="regNo" />
      <TextField name="regCapital" required={!capitalOptionalFor(category)} />
      <DateField name="regDate" required />
      <TextField name="peopleNum" />
      <TextField name="orgAddress" required wide max={ORG_PROFILE_LIMITS.address} />
      <ServiceRegionsField name="serviceCodes" required />
      <TextField name="orgPhone" required max={ORG_PROFILE_LIMITS.phone} />
      <TextField name="invoiceEmail" required max={ORG_PROFILE_LIMITS.invoiceEmail} />
      <TextField name="invoicePhone" required />
      <TextField name="website" max={ORG_PROFILE_LIMITS.website} />
      {/* New organisations are drafts; the status changes through its own action. */}
      <SelectField name="status" required readOnly options={statuses} />
      <TextField name="bizScope" required multiline wide max={ORG_PROFILE_LIMITS.bizScope} />
      <ImageLinkField name="regPic" required />
      <ImageLinkField name="logo" />
      <TextField name="mainDesc" multiline wide max={ORG_PROFILE_LIMITS.mainDesc} />
      <TextField name="remark" multiline wide max={ORG_PROFILE_LIMITS.remark} />
    </>
  );
}
