import { Badge, Field, Input, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CHANGE_REASON_MAX } from '@shared/domain/changeHistory';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../fields/common';
import { useLooseT } from '../looseT';
import type { ModifyDeclaration } from '../types';

const useStyles = makeStyles({
  // The old values in a narrower column beside the form, so each one is read next to what replaces it.
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', columnGap: tokens.spacingHorizontalXL, alignItems: 'start' },
  before: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  heading: { marginBottom: tokens.spacingVerticalS, display: 'block' },
  reason: { marginTop: tokens.spacingVerticalL },
});

const asText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * The modify (变更) form: the changeable fields' old values read-only in a "before" column beside the
 * form (each marked once its new value differs), the form itself, and the required change reason.
 */
export function ModifyLayout<Rec>(props: { resource: string; declared: ModifyDeclaration<Rec>; record: Rec; initial: Record<string, unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  const { control } = useFormContext();
  const current = useWatch({ control }) as Record<string, unknown>;
  const reasonError = useFieldError('changeReason');
  const { declared, record } = props;
  const old = (field: string) => (declared.format ? declared.format(field, record) : asText((record as Record<string, unknown>)[field]));
  return (
    <>
      <div className={styles.columns}>
        <section className={styles.before} data-testid="modify-before" aria-label={t('crud.modify.before')}>
          <Subtitle2 className={styles.heading}>{t('crud.modify.before')}</Subtitle2>
          {declared.changeable.map((field) => {
            const label = lt(`resources.${props.resource}.fields.${field}`);
            const changed = asText(current[field]) !== asText(props.initial[field]);
            return (
              <Field key={field} label={label} hint={changed ? <Badge appearance="tint" color="warning">{t('crud.modify.changed')}</Badge> : undefined}>
                <Input readOnly value={old(field)} aria-label={`${label} ${t('crud.modify.before')}`} data-testid={`before-${field}`} />
              </Field>
            );
          })}
        </section>
        <section aria-label={t('crud.modify.after')}>
          <Subtitle2 className={styles.heading}>{t('crud.modify.after')}</Subtitle2>
          {props.children}
        </section>
      </div>
      <Controller
        name="changeReason"
        control={control}
        render={({ field }) => (
          <Field label={t('crud.modify.changeReason')} required validationMessage={reasonError} className={styles.reason}>
            <Textarea {...field} value={field.value ?? ''} resize="vertical" maxLength={CHANGE_REASON_MAX} onChange={(_, d) => field.onChange(d.value)} data-testid="change-reason" />
          </Field>
        )}
      />
    </>
  );
}
