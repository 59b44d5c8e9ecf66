import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@shared/messages';
import { useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { CrudFormContext } from '../formContext';
import { useLooseT } from '../looseT';
import type { FormAction } from '../types';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * A declared form action: a small dialog of the resource's fields checked by the action's shared
 * schema, then one call; the server's refusal stays in the dialog.
 */
export function FormActionDialog<Rec extends { id: string }>(props: { resource: string; action: FormAction<Rec>; records: Rec[]; onDone: (message: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  const localise = useLocaliseMessage();
  const { action, records } = props;
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<FieldValues>({
    defaultValues: action.initial(records),
    resolver: zodResolver(action.schema as never) as unknown as Resolver<FieldValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      await callEndpoint(action.endpoint, action.params(values, records));
      props.onDone(action.success ?? MESSAGES.updated);
    } catch (e) {
      setRefusal(localise((e as Error).message));
    }
  });
  const { Fields } = action;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface data-testid={`action-dialog-${action.key}`}>
        <CrudFormContext.Provider value={{ resource: props.resource, mode: 'edit', record: records.length === 1 ? records[0] : undefined }}>
          <FormProvider {...form}>
            <form noValidate onSubmit={(e) => void onSubmit(e)}>
              <DialogBody>
                <DialogTitle>{lt(action.title ?? action.label)}</DialogTitle>
                <DialogContent className={styles.fields}>
                  {refusal && (
                    <MessageBar intent="error" data-testid="action-refusal">
                      <MessageBarBody>{refusal}</MessageBarBody>
                    </MessageBar>
                  )}
                  <Fields />
                </DialogContent>
                <DialogActions>
                  <Button onClick={props.onClose}>{t('crud.cancel')}</Button>
                  <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting} data-testid="action-submit">
                    {t('crud.submit')}
                  </Button>
                </DialogActions>
              </DialogBody>
            </form>
          </FormProvider>
        </CrudFormContext.Provider>
      </DialogSurface>
    </Dialog>
  );
}
