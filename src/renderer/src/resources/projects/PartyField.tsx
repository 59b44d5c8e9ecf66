import { Dropdown, Field, Option } from '@fluentui/react-components';
import { endpoints } from '@shared/api/endpoints';
import { isPickableOrganisation } from '@shared/domain/bizAttention';
import type { OrgCategory } from '@shared/domain/organisation';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { userInfoQuery } from '../../api/sessionQueries';
import { useFieldBasics, type BaseProps } from '../../crud/fields/common';

/** Partner lists are short (spec 3 §9: 1000 for partner lists): one page holds them all. */
const PARTNER_PAGE = 1000;

/**
 * The caller's partners of one category as a select, one or several (held comma-joined as the
 * submit sends them); partners not in normal standing show disabled (已停用). `self`: the caller's
 * own organisation is offered first when it is of that category (a platform unit runs its own projects).
 */
export function PartyField(props: BaseProps & { category: OrgCategory; multiple?: boolean; self?: boolean; exclude?: string }) {
  const { t } = useTranslation();
  const { control, label, error } = useFieldBasics(props.name);
  const me = useQuery(userInfoQuery()).data;
  const partners = useQuery({
    queryKey: ['picker', 'partners', props.category],
    queryFn: () => callEndpoint(endpoints.bizAttentionList, { orgCategory: props.category, size: PARTNER_PAGE, current: 1 }),
    staleTime: 60_000,
  }).data;
  const own = props.self && me && me.orgCategory === props.category ? [{ value: me.tenantId, label: me.orgName, off: false }] : [];
  const others = (partners?.records ?? []).filter((p) => !own.some((o) => o.value === p.tenantId)).map((p) => ({ value: p.tenantId, label: p.compName, off: !isPickableOrganisation(p) }));
  const options = [...own, ...others].filter((o) => o.value !== props.exclude);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const value = field.value === undefined || field.value === null ? '' : String(field.value);
        const selected = value.split(',').filter(Boolean);
        return (
          <Field label={label} required={props.required} validationMessage={error}>
            <Dropdown
              inlinePopup
              multiselect={props.multiple}
              aria-label={label}
              data-testid={`party-${props.name}`}
              placeholder={t('crud.select')}
              disabled={field.disabled || props.readOnly}
              value={selected.map((v) => options.find((o) => o.value === v)?.label ?? '').filter(Boolean).join(', ')}
              selectedOptions={selected}
              onOptionSelect={(_, d) => field.onChange(props.multiple ? options.map((o) => o.value).filter((v) => d.selectedOptions.includes(v)).join(',') : (d.optionValue ?? ''))}
              onBlur={field.onBlur}
            >
              {options.map((o) => (
                <Option key={o.value} value={o.value} text={o.label} disabled={o.off && !selected.includes(o.value)}>
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
