import { Dropdown, Field, Option } from '@fluentui/react-components';
import { endpoints } from '@shared/api/endpoints';
import { isPickableOrganisation, type BizAttention } from '@shared/domain/bizAttention';
import type { OrgCategory } from '@shared/domain/organisation';
import { useQueries } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { useFieldBasics, type BaseProps } from '../../crud/fields/common';

/** Partner lists are short: one page of each category holds them all. */
const PARTNER_PAGE = 1000;

/**
 * One partner of the caller's organisation out of several categories (party A: owner or platform;
 * party B: production team, review body or publisher), held as its tenant id. Partners not in normal
 * standing — and, with `signedAgreement`, those without a framework agreement in force — show
 * disabled; the server checks the same on submit.
 */
export function PartnerSelect(props: BaseProps & { categories: readonly OrgCategory[]; signedAgreement?: boolean; testId: string; nameField?: string }) {
  const { t } = useTranslation();
  const { control, label, error } = useFieldBasics(props.name);
  // The name the record holds, shown when the party is no longer among the partners (view, modify).
  const kept = useWatch({ control, name: props.nameField ?? props.name }) as unknown;
  const lists = useQueries({
    queries: props.categories.map((category) => ({
      queryKey: ['picker', 'partners', category],
      queryFn: () => callEndpoint(endpoints.bizAttentionList, { orgCategory: category, size: PARTNER_PAGE, current: 1 }),
      staleTime: 60_000,
    })),
  });
  const usable = (p: BizAttention) => isPickableOrganisation(p) && (!props.signedAgreement || p.frameworkAgreement === 1);
  const options = lists.flatMap((q) => q.data?.records ?? []).map((p) => ({ value: p.tenantId, label: p.compName, off: !usable(p) }));
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const value = field.value === undefined || field.value === null ? '' : String(field.value);
        return (
          <Field label={label} required={props.required} validationMessage={error}>
            <Dropdown
              inlinePopup
              aria-label={label}
              data-testid={props.testId}
              placeholder={t('crud.select')}
              disabled={field.disabled || props.readOnly}
              value={options.find((o) => o.value === value)?.label ?? (props.nameField && value ? String(kept ?? '') : '')}
              selectedOptions={value ? [value] : []}
              onOptionSelect={(_, d) => field.onChange(d.optionValue ?? '')}
              onBlur={field.onBlur}
            >
              {options.map((o) => (
                <Option key={o.value} value={o.value} text={o.label} disabled={o.off && o.value !== value}>
                  {o.off ? `${o.label}${t('fields.disabledEntry')}` : o.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      }}
    />
  );
}
