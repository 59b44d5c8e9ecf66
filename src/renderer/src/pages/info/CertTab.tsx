import { Badge, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { CERT_LIMITS, CERT_MESSAGES, EXPERT_STATUS, canSubmitCert, certSubmitSchema, type CertInput, type ExpertCert } from '@shared/domain/expertCert';
import { EDUCATION_LEVELS, SEXES } from '@shared/domain/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { QueryFailure } from '../../components/QueryFailure';
import { RegionField, TextField } from '../../crud/fields';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';
import { PersonalForm } from './PersonalForm';
import { ChoiceField, LinkImagesField } from './personalFields';
import { certQuery, personalKeys } from './personalQueries';

const useStyles = makeStyles({
  status: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'end', flexWrap: 'wrap', marginBottom: tokens.spacingVerticalL, maxWidth: '960px' },
  bar: { marginBottom: tokens.spacingVerticalL, maxWidth: '960px' },
});

const BADGE = { 0: 'informative', 1: 'warning', 2: 'success', 3: 'danger' } as const;

const toValues = (c: ExpertCert): CertInput => ({
  phone: c.phone,
  realName: c.realName,
  areaCode: c.areaCode,
  sex: c.sex,
  position: c.position,
  educational: c.educational,
  university: c.university,
  major: c.major,
  industryName: c.industryName,
  majorName: c.majorName,
  certificate: c.certificate,
});

/** The cert tab: the status, the reviewer's reason after a rejection, and the submission form (locked under review or once certified). */
export function CertTab() {
  const cert = useQuery(certQuery());
  if (cert.isError) return <QueryFailure error={cert.error} />;
  if (!cert.data) return <Spinner />;
  // A new status (submitted, reviewed) starts the form again; a mere refetch does not wipe the input.
  return <CertForm key={cert.data.expertStatus} cert={cert.data} />;
}

function CertForm({ cert }: { cert: ExpertCert }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const locked = !canSubmitCert(cert.expertStatus);
  const form = useForm<CertInput>({
    defaultValues: toValues(cert),
    resolver: zodResolver(certSubmitSchema) as unknown as Resolver<CertInput>,
    reValidateMode: 'onChange',
    disabled: locked,
  });

  const onSubmit = async (values: CertInput) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      const saved = await callEndpoint(personalEndpoints.certSubmit, values);
      queryClient.setQueryData(personalKeys.cert(), saved);
      notify('success', localise(CERT_MESSAGES.certSubmitted));
    } catch (error) {
      setRefusal(localise((error as Error).message));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <div className={styles.status}>
        <Field label={t('personal.certStatus')}>
          <Badge size="large" appearance="tint" color={BADGE[cert.expertStatus]} data-testid="cert-status">
            {t(`personal.certStatuses.${cert.expertStatus}`)}
          </Badge>
        </Field>
        {cert.submissionTime && (
          <Field label={t('personal.certSubmittedAt')}>
            <Input readOnly value={cert.submissionTime} />
          </Field>
        )}
        {cert.expertTime && (
          <Field label={t('personal.certReviewedAt')}>
            <Input readOnly value={cert.expertTime} />
          </Field>
        )}
      </div>
      {cert.expertStatus === EXPERT_STATUS.rejected && cert.expertReason && (
        <MessageBar intent="error" className={styles.bar} data-testid="cert-reason">
          <MessageBarBody>
            {t('fields.labelled', { label: t('personal.certReason'), value: cert.expertReason })}
          </MessageBarBody>
        </MessageBar>
      )}
      {locked && (
        <MessageBar intent="info" className={styles.bar}>
          <MessageBarBody>{t('personal.certLocked')}</MessageBarBody>
        </MessageBar>
      )}
      <PersonalForm resource="expertCert" form={form} onSubmit={onSubmit} refusal={refusal} submitLabel={t('personal.certSubmit')} submitting={submitting} readOnly={locked} testId="cert-form">
        <TextField name="realName" required max={CERT_LIMITS.realName} />
        <TextField name="phone" required />
        <ChoiceField name="sex" group="sexes" values={SEXES} required />
        <TextField name="position" required max={CERT_LIMITS.position} />
        <RegionField name="areaCode" required wide />
        <ChoiceField name="educational" group="educations" values={EDUCATION_LEVELS} required />
        <TextField name="university" required max={CERT_LIMITS.university} />
        <TextField name="major" required max={CERT_LIMITS.major} />
        <TextField name="industryName" required max={CERT_LIMITS.industryName} />
        <TextField name="majorName" required max={CERT_LIMITS.majorName} />
        <LinkImagesField name="certificate" multiple required />
      </PersonalForm>
    </>
  );
}
