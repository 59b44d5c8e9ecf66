import { Dropdown, Field, Option } from '@fluentui/react-components';
import { NATIONWIDE, normaliseServiceCodes } from '@shared/domain/orgProfile';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { regionChildrenQuery } from '../../api/referenceQueries';
import { useFieldBasics, type BaseProps } from '../../crud/fields/common';
import { useLooseT } from '../../crud/looseT';

/** The regions an organisation serves: provinces, or 全国 (00) alone; stored comma-joined. */
export function ServiceRegionsField(props: BaseProps) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const { control, label, error } = useFieldBasics(props.name);
  const provinces = useQuery(regionChildrenQuery('00')).data ?? [];
  const options = [{ value: NATIONWIDE, title: lt('resources.organisations.nationwide') }, ...provinces.map((p) => ({ value: p.value, title: p.title }))];
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const chosen = String(field.value ?? '').split(',').filter(Boolean);
        return (
          <Field label={label} required={props.required} validationMessage={error}>
            <Dropdown
              inlinePopup
              multiselect
              aria-label={label}
              data-testid="field-serviceCodes"
              placeholder={t('crud.select')}
              disabled={field.disabled || props.readOnly}
              value={chosen.map((c) => options.find((o) => o.value === c)?.title ?? c).join(t('crud.listSeparator'))}
              selectedOptions={chosen}
              onOptionSelect={(_, d) => {
                // Choosing 全国 replaces the provinces; choosing a province after it replaces 全国.
                const picked = d.optionValue === NATIONWIDE ? (d.selectedOptions.includes(NATIONWIDE) ? [NATIONWIDE] : []) : d.selectedOptions.filter((c) => c !== NATIONWIDE);
                field.onChange(normaliseServiceCodes(picked.join(',')));
              }}
              onBlur={field.onBlur}
            >
              {options.map((o) => (
                <Option key={o.value} value={o.value}>
                  {o.title}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      }}
    />
  );
}
