import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Textarea, tokens } from '@fluentui/react-components';
import { PROMOTION_LIMITS, PROMOTION_MESSAGES, promotionJoinSchema } from '@shared/domain/promotion';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { fieldErrors, type FieldErrors } from '../login/fieldErrors';
import { useJoinPromotion } from './promotionQueries';

type JoinField = 'name' | 'company' | 'phone' | 'remark';
const FIELDS: JoinField[] = ['name', 'company', 'phone', 'remark'];
const MAX: Record<JoinField, number> = { name: PROMOTION_LIMITS.name, company: PROMOTION_LIMITS.company, phone: 11, remark: PROMOTION_LIMITS.remark };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The sign-up form of /promotion: checked by the schema the server checks again, first on submit, then as typed. */
export function JoinForm({ promotionId }: { promotionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const join = useJoinPromotion();
  const [values, setValues] = useState<Record<JoinField, string>>({ name: '', company: '', phone: '', remark: '' });
  const [errors, setErrors] = useState<FieldErrors<JoinField>>({});
  const [checked, setChecked] = useState(false);
  const check = (next: Record<JoinField, string>) => fieldErrors<JoinField>(promotionJoinSchema, { ...next, promotionId });

  if (join.isSuccess) {
    return (
      <MessageBar intent="success" data-testid="promotion-joined">
        <MessageBarBody>{localise(PROMOTION_MESSAGES.promotionJoinThanks)}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = check(values);
        setChecked(true);
        setErrors(found);
        if (!Object.keys(found).length) join.mutate({ ...values, promotionId });
      }}
    >
      {FIELDS.map((field) => {
        const props = {
          value: values[field],
          maxLength: MAX[field],
          name: field,
          onChange: (_: unknown, d: { value: string }) => {
            const next = { ...values, [field]: d.value };
            setValues(next);
            if (checked) setErrors(check(next));
          },
        };
        return (
          <Field key={field} label={t(`resources.promotionLeads.fields.${field}`)} required={field !== 'remark'} validationMessage={errors[field] ? localise(errors[field]) : undefined}>
            {field === 'remark' ? <Textarea {...props} /> : <Input {...props} type={field === 'phone' ? 'tel' : 'text'} />}
          </Field>
        );
      })}
      {join.error && (
        <MessageBar intent="error" data-testid="promotion-join-error">
          <MessageBarBody>{localise(join.error.message)}</MessageBarBody>
        </MessageBar>
      )}
      <Button type="submit" appearance="primary" disabled={join.isPending} data-testid="promotion-join-submit">
        {t('resources.promotionPublic.submit')}
      </Button>
    </form>
  );
}
