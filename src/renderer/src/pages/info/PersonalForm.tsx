import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CrudFormContext } from '../../crud/CrudForm';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM, maxWidth: '960px' },
  footer: { display: 'flex', justifyContent: 'flex-end', gridColumn: '1 / -1' },
  bar: { gridColumn: '1 / -1' },
});

/**
 * A form of the personal centre: the list-and-drawer fields (labelled `resources.<resource>.fields.*`,
 * messages from the shared schema) on the page itself, with a refusal bar and one submit button.
 */
export function PersonalForm<V extends FieldValues>(props: {
  resource: string;
  form: UseFormReturn<V>;
  onSubmit: (values: V) => Promise<void>;
  refusal: string | null;
  submitLabel: string;
  submitting: boolean;
  readOnly?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const submit = props.form.handleSubmit((values) => props.onSubmit(values as V));
  return (
    <CrudFormContext.Provider value={{ resource: props.resource, mode: props.readOnly ? 'view' : 'edit' }}>
      <FormProvider {...props.form}>
        <form className={styles.grid} onSubmit={(e) => void submit(e)} noValidate data-testid={props.testId}>
          {props.refusal && (
            <MessageBar intent="error" className={styles.bar}>
              <MessageBarBody>{props.refusal}</MessageBarBody>
            </MessageBar>
          )}
          {props.children}
          {!props.readOnly && (
            <div className={styles.footer}>
              <Button appearance="primary" type="submit" disabled={props.submitting} data-testid={`${props.testId}-submit`}>
                {props.submitting ? t('personal.saving') : props.submitLabel}
              </Button>
            </div>
          )}
        </form>
      </FormProvider>
    </CrudFormContext.Provider>
  );
}
