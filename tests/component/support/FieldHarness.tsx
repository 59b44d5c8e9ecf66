/**
 * Renders form fields the way the drawer form does (CrudForm's FormBody): the app's Fluent theme,
 * i18next with the project's zh and en resources, a TanStack QueryClient, and a react-hook-form
 * form validated by a zod schema through zodResolver, with a submit button. Only the drawer, drafts
 * and the outbox are left out: they are not what these tests are about.
 */
import { FluentProvider } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Language } from '@shared/bridge';
import { translations } from '@shared/i18n';
import { loadCatalogue } from '../../../src/renderer/src/i18n/catalogues';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { z } from 'zod';
import { CrudFormContext } from '../../../src/renderer/src/crud/CrudForm';
import { fluentTheme } from '../../../src/renderer/src/theme/themes';

/** Labels of the harness's own form: no screen uses money, percent or picker fields yet. */
const HARNESS_LABELS = {
  zh: { amount: '合同金额', deposit: '保证金', rate: '费率', orgId: '合作单位', orgName: '合作单位名称', memberId: '负责人' },
  en: { amount: 'Contract amount', deposit: 'Deposit', rate: 'Rate', orgId: 'Partner', orgName: 'Partner name', memberId: 'Person in charge' },
};
export const HARNESS_RESOURCE = 'fieldHarness';

export async function createI18n(language: Language): Promise<I18n> {
  // The app fetches the English catalogue before showing it (setupI18n); messages are localised from it.
  if (language === 'en') await loadCatalogue('en');
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { zh: { translation: translations.zh }, en: { translation: translations.en } },
    lng: language,
    fallbackLng: 'zh',
    supportedLngs: ['zh', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  for (const lng of ['zh', 'en'] as const) i18n.addResourceBundle(lng, 'translation', { resources: { [HARNESS_RESOURCE]: { fields: HARNESS_LABELS[lng] } } }, true, true);
  return i18n;
}

function HarnessForm(props: { schema: z.ZodType; defaultValues: FieldValues; onSubmit: (values: FieldValues) => void; children: ReactNode }) {
  const form = useForm<FieldValues>({
    defaultValues: props.defaultValues,
    // The drawer form's settings: check on submit, then again as the person corrects.
    resolver: zodResolver(props.schema as never) as unknown as Resolver<FieldValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(props.onSubmit)(e)}>
        {props.children}
        <button type="submit">submit</button>
      </form>
    </FormProvider>
  );
}

export function FieldHarness(props: {
  i18n: I18n;
  schema: z.ZodType;
  defaultValues: FieldValues;
  onSubmit: (values: FieldValues) => void;
  resource?: string;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => props.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={props.i18n}>
        <FluentProvider theme={fluentTheme('default')}>
          <CrudFormContext.Provider value={{ resource: props.resource ?? HARNESS_RESOURCE, mode: 'add' }}>
            <HarnessForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit}>
              {props.children}
            </HarnessForm>
          </CrudFormContext.Provider>
        </FluentProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
