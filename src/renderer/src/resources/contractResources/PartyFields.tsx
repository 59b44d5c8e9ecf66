import { Dropdown, Field, Option } from '@fluentui/react-components';
import { endpoints } from '@shared/api/endpoints';
import { isPickableOrganisation } from '@shared/domain/bizAttention';
import type { ContractParty } from '@shared/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { userInfoQuery } from '../../api/sessionQueries';
import { useFieldBasics } from '../../crud/fields/common';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';

interface Choice {
  party: ContractParty;
  off: boolean;
}

/** The error of an object field: the whole party missing, or its bizId. */
function usePartyError(name: string, own: string | undefined): string | undefined {
  const { formState } = useFormContext();
  const localise = useLocaliseMessage();
  const error = formState.errors[name] as { message?: unknown; bizId?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.bizId?.message;
  return typeof message === 'string' ? localise(message) : own;
}

/** A party select whose value is the party object {bizId, deptName, code, logo} the body sends (spec 2 §3). */
function PartySelect(props: { name: string; choices: Choice[]; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { control, label, error } = useFieldBasics(props.name);
  const message = usePartyError(props.name, error);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const value = (field.value ?? null) as ContractParty | null;
        const choices = value && !props.choices.some((c) => c.party.bizId === value.bizId) ? [{ party: value, off: false }, ...props.choices] : props.choices;
        return (
          <Field label={label} required validationMessage={message}>
            <Dropdown
              inlinePopup
              aria-label={label}
              data-testid={`party-${props.name}`}
              placeholder={t('crud.select')}
              disabled={field.disabled || props.readOnly}
              value={value?.deptName ?? ''}
              selectedOptions={value ? [value.bizId] : []}
              onOptionSelect={(_, d) => field.onChange(choices.find((c) => c.party.bizId === d.optionValue)?.party ?? null)}
              onBlur={field.onBlur}
            >
              {choices.map((c) => (
                <Option key={c.party.bizId} value={c.party.bizId} text={c.party.deptName} disabled={c.off}>
                  {c.off ? `${c.party.deptName}${t('fields.disabledEntry')}` : c.party.deptName}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      }}
    />
  );
}

/** Party A: this organisation, or the owner contract's owner unit or platform unit (kept in ownerParties when the owner contract is picked). */
export function PartyJiaField(props: { readOnly?: boolean }) {
  const me = useQuery(userInfoQuery()).data;
  const ownerParties = (useWatch({ name: 'ownerParties' }) ?? []) as ContractParty[];
  const own: ContractParty[] = me ? [{ bizId: me.tenantId, deptName: me.orgName, code: '', logo: '' }] : [];
  const choices = [...own, ...ownerParties.filter((p) => p && !own.some((o) => o.bizId === p.bizId))].map((party) => ({ party, off: false }));
  return <PartySelect name="partyJia" choices={choices} readOnly={props.readOnly} />;
}

/** Partner lists are short: one page of 1000 holds them all (spec 3 §9). */
const PARTNER_PAGE = 1000;

/** Party B: a resource provider (zy) partner with a signed framework agreement in force; those not in standing show disabled. */
export function PartyYiField(props: { readOnly?: boolean }) {
  const partners = useQuery({
    queryKey: ['picker', 'partners', 'zy', 'agreement'],
    queryFn: () => callEndpoint(endpoints.bizAttentionList, { orgCategory: 'zy', frameworkAgreement: 1, size: PARTNER_PAGE, current: 1 }),
    staleTime: 60_000,
    enabled: !props.readOnly,
  }).data;
  const choices = (partners?.records ?? []).map((p) => ({ party: { bizId: p.tenantId, deptName: p.compName, code: p.code, logo: '' }, off: !isPickableOrganisation(p) }));
  return <PartySelect name="partyYi" choices={choices} readOnly={props.readOnly} />;
}
