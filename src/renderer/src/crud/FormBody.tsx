import { Button, DrawerBody, DrawerFooter, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../forms/submitForm';
import { useDraft } from '../forms/useDraft';
import { withoutSecrets } from './secretFields';
import { useLocaliseMessage } from '../i18n/useLocaliseMessage';
import { useNotify } from '../shell/toast';
import { CrudFormContext } from './formContext';
import { useLooseT } from './looseT';
import { draftKeyOf, initialValues, modeSchema, modeTitle } from './modes';
import { ModifyLayout } from './modify/ModifyLayout';
import type { FormMode, ResourceDescriptor } from './types';
import { invalidateAfterSave } from './invalidation';
import { UploadingContext } from '../features/uploads/fields/uploadingContext';
import { useExtraSubmit } from './extraSubmit';

const useStyles = makeStyles({
  body: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM, alignContent: 'start' },
  footer: { justifyContent: 'flex-end' },
});

/**
 * One opening of the drawer form in one declared mode: its schema, its draft (restored at opening,
 * saved as the person types), and its submit through the outbox to the mode's endpoint. Edit and
 * modify send the record's id; modify adds the change reason and shows the old values.
 */
export function FormBody<Rec extends { id: string }, Values extends FieldValues>(props: {
  resource: ResourceDescriptor<Rec, Values>;
  mode: FormMode;
  id?: string;
  scope?: string;
  record?: Rec;
  /** Values the add form opens with (kept over a restored draft: the row it was opened from decides them). */
  preset?: FieldValues;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const { resource, mode, record } = props;
  const declared = resource.modes[mode];
  const owner = props.scope ? `${resource.name}:${props.scope}` : resource.name;
  const formKey = draftKeyOf(declared as never, owner, mode, props.id);
  const draft = useDraft<Values>(formKey);
  const [initial] = useState(() => ({ ...initialValues(resource, mode, record), ...props.preset }) as Values);
  const form = useForm<Values>({
    defaultValues: initial as never,
    resolver: zodResolver(modeSchema(resource, mode) as never) as unknown as Resolver<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    disabled: mode === 'view',
  });
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Upload fields with files still on their way: the submit waits for their links.
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const reportUploading = useCallback((field: string, busy: boolean) => {
    setUploading((now) => {
      if (busy === now.has(field)) return now;
      const next = new Set(now);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);

  // A draft found at opening gives the input back (after a crash, a restart or a failed submit).
  const restoredOnce = useRef(false);
  const { reset } = form;
  useEffect(() => {
    if (mode === 'view' || !draft.ready || restoredOnce.current) return;
    restoredOnce.current = true;
    if (draft.restored) reset({ ...initial, ...draft.restored.data, ...props.preset } as never);
  }, [mode, draft.ready, draft.restored, reset, initial, props.preset]);

  const values = useWatch({ control: form.control });
  const { save } = draft;
  const touched = form.formState.isDirty;
  useEffect(() => {
    if (mode !== 'view' && restoredOnce.current && touched) save(withoutSecrets(values as Values, resource.secretFields));
  }, [mode, values, touched, save, resource.secretFields]);

  const send = async (parsed: FieldValues) => {
    const endpoint = declared?.endpointFor?.(parsed) ?? declared?.endpoint;
    if (!declared || !endpoint || uploading.size > 0) return;
    setSubmitting(true);
    setRefusal(null);
    draft.hold();
    const body = mode === 'add' ? parsed : { ...(parsed as object), id: props.id };
    const outcome = await submitForm(endpoint, body, { formKey, idempotencyKey: draft.idempotencyKey, title: modeTitle(lt, resource, mode) });
    setSubmitting(false);
    if (outcome.status === 'refused') {
      await draft.flush();
      setRefusal(localise(outcome.error.message));
      return;
    }
    await invalidateAfterSave(queryClient, resource, declared.invalidates);
    if (outcome.status === 'saved') {
      declared.onSaved?.(outcome.data);
      await draft.discard();
      notify('success', localise(outcome.message ?? (mode === 'add' ? MESSAGES.created : MESSAGES.updated)));
    } else notify('warning', t('crud.queued'));
    props.onDone();
  };
  const onSubmit = form.handleSubmit(send);
  const extras = (declared?.extraSubmits ?? []).filter((x) => !x.visible || x.visible(record));
  const submitExtra = useExtraSubmit(form, send);

  const Fields = resource.Fields;
  const fields = (
    <div className={styles.body}>
      <Fields mode={mode} />
    </div>
  );
  return (
    <CrudFormContext.Provider value={{ resource: resource.name, mode, record }}>
      <UploadingContext.Provider value={reportUploading}>
        <FormProvider {...form}>
          <form id={`crud-form-${resource.name}`} onSubmit={(e) => void onSubmit(e)} noValidate style={{ display: 'contents' }}>
            <DrawerBody>
              {refusal && (
                <MessageBar intent="error" style={{ marginBottom: tokens.spacingVerticalM }} data-testid="crud-refusal">
                  <MessageBarBody>{refusal}</MessageBarBody>
                </MessageBar>
              )}
              {mode === 'modify' && resource.modes.modify && record ? (
                <ModifyLayout resource={resource.name} declared={resource.modes.modify} record={record} initial={initial}>
                  {fields}
                </ModifyLayout>
              ) : (
                fields
              )}
            </DrawerBody>
            {mode !== 'view' && (
              <DrawerFooter className={styles.footer}>
                {extras.map((x) => (
                  <Button key={x.key} type="button" disabled={submitting || uploading.size > 0} data-testid={`crud-submit-${x.key}`} onClick={() => void submitExtra(x)}>
                    {lt(x.label)}
                  </Button>
                ))}
                <Button appearance="primary" type="submit" disabled={submitting || uploading.size > 0} data-testid="crud-submit">
                  {submitting ? t('crud.submitting') : uploading.size > 0 ? t('crud.waitingForUploads') : t('crud.submit')}
                </Button>
              </DrawerFooter>
            )}
          </form>
        </FormProvider>
      </UploadingContext.Provider>
    </CrudFormContext.Provider>
  );
}
