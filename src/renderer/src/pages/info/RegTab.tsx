import { Badge, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { registrationEndpoints } from '@shared/api/registrationEndpoints';
import {
  ENTERPRISE_REGISTRATION_LIMITS as LIMITS,
  REGISTRABLE_CATEGORIES,
  enterpriseRegistrationSchema,
  type EnterpriseApplication,
  type EnterpriseRegistrationInput,
} from '@shared/domain/enterpriseRegistration';
import { REGISTRATION_MESSAGES } from '@shared/domain/registration';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { QueryFailure } from '../../components/QueryFailure';
import { RegionField, SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';
import { AgreementTab } from './AgreementTab';
import { PersonalForm } from './PersonalForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const mineKey = ['registrations', 'mine'] as const;
const mineQuery = () => queryOptions({ queryKey: mineKey, queryFn: () => callEndpoint(registrationEndpoints.mine) });

const EMPTY: EnterpriseRegistrationInput = { orgCategory: '', name: '', legal: '', provinceCodes: '', contacts: '', phone: '', remark: '' };
const BADGE = { pending: 'warning', approved: 'success', refused: 'danger' } as const;

/**
 * The personal centre's reg tab: the enterprise registration form (spec 3 §2), the person's own
 * applications with their status and, once refused, the operator's reason; then the registration
 * agreement this tab showed before.
 */
export function RegTab() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<EnterpriseRegistrationInput>({
    defaultValues: EMPTY,
    resolver: zodResolver(enterpriseRegistrationSchema) as unknown as Resolver<EnterpriseRegistrationInput>,
    reValidateMode: 'onChange',
  });
  const categories = REGISTRABLE_CATEGORIES.map((value) => ({ value, label: t(`orgCategories.${value}`) }));

  const onSubmit = async (values: EnterpriseRegistrationInput) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      await callEndpoint(registrationEndpoints.submit, values);
      notify('success', localise(REGISTRATION_MESSAGES.submitted));
      form.reset(EMPTY);
      await queryClient.invalidateQueries({ queryKey: mineKey });
    } catch (error) {
      // The server's message, or 提交失败 when it gave none (spec 3 §8).
      setRefusal(localise((error as Error).message || REGISTRATION_MESSAGES.submitFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.root}>
      <Text as="h2" size={500} weight="semibold">
        {t('resources.registrations.tab.formTitle')}
      </Text>
      <PersonalForm resource="registrations" form={form} onSubmit={onSubmit} refusal={refusal} submitLabel={t('resources.registrations.tab.submit')} submitting={submitting} testId="reg-form">
        <SelectField name="orgCategory" required options={categories} />
        <TextField name="name" required max={LIMITS.name} />
        <TextField name="legal" required max={LIMITS.legal} />
        <TextField name="contacts" required max={LIMITS.contacts} />
        <RegionField name="provinceCodes" required />
        <TextField name="phone" required />
        <TextField name="remark" multiline wide max={LIMITS.remark} />
      </PersonalForm>
      <Text as="h2" size={500} weight="semibold">
        {t('resources.registrations.tab.mine')}
      </Text>
      <MyApplications />
      <Text as="h2" size={500} weight="semibold">
        {t('resources.registrations.tab.agreement')}
      </Text>
      <AgreementTab code="reg" />
    </div>
  );
}

function MyApplications() {
  const styles = useStyles();
  const { t } = useTranslation();
  const lt = useLooseT();
  const mine = useQuery(mineQuery());
  if (mine.isError) return <QueryFailure error={mine.error} />;
  if (!mine.data) return <Spinner />;
  if (!mine.data.length) return <Text className={styles.muted}>{t('resources.registrations.tab.none')}</Text>;
  const label = (field: string) => lt(`resources.registrations.fields.${field}`);
  return (
    <Table size="small" data-testid="reg-mine">
      <TableHeader>
        <TableRow>
          {['name', 'orgCategory', 'createTime', 'status', 'refuseReason'].map((f) => (
            <TableHeaderCell key={f}>{label(f)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {mine.data.map((a: EnterpriseApplication) => (
          <TableRow key={a.id} data-testid={`reg-mine-${a.id}`}>
            <TableCell>{a.name}</TableCell>
            <TableCell>{lt(`orgCategories.${a.orgCategory}`)}</TableCell>
            <TableCell>{a.createTime}</TableCell>
            <TableCell>
              <Badge appearance="tint" color={BADGE[a.status]} data-testid="reg-mine-status">
                {t(`resources.registrations.statuses.${a.status}`)}
              </Badge>
            </TableCell>
            <TableCell>{a.status === 'approved' ? t('resources.registrations.tab.createdTenant', { tenantId: a.tenantId }) : a.refuseReason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
