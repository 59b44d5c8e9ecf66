import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitForm } from '../forms/submitForm';
import { useDraft } from '../forms/useDraft';
import { useLocaliseMessage } from '../i18n/useLocaliseMessage';
import { useNotify } from '../shell/toast';
import { invalidateAfterSave } from './invalidation';
import { resourceQueries } from './resourceQueries';
import type { FormMode, ResourceDescriptor } from './types';
import { useLooseT } from './looseT';

const useStyles = makeStyles({
  // Spec 1 §2: drawer forms are 60% wide.
  drawer: { width: '60vw', maxWidth: '100vw' },
  body: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM, alignContent: 'start' },
  footer: { justifyContent: 'flex-end' },
});

export interface CrudFormContextValue {
  resource: string;
  mode: FormMode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  record?: any;
}
export const CrudFormContext = createContext<CrudFormContextValue>({ resource: '', mode: 'view' });
export const useCrudForm = () => useContext(CrudFormContext);

export type DrawerState = { mode: FormMode; id?: string } | null;

/**
 * The drawer form (spec 1 §2): 60% wide, a submit button and no reset, not closed by a click on the
 * backdrop. Add, edit and view share the resource's fields component; add and edit keep a draft
 * and submit through the outbox with the form's idempotency key.
 */
export function CrudDrawer<Rec extends { id: string }, Values extends FieldValues>(props: {
  resource: ResourceDescriptor<Rec, Values>;
  state: DrawerState;
  onClose: () => void;
  /** Keeps drafts apart when one resource's form serves several owners (a customer's records). */
  scope?: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { state, resource } = props;
  const lt = useLooseT();
  const title = !state ? '' : state.mode === 'edit' && resource.editLabel ? lt(resource.editLabel) : lt(`crud.${state.mode}Title`, { name: lt(`resources.${resource.name}.name`) });
  return (
    <OverlayDrawer
      position="end"
      modalType="alert"
      open={state !== null}
      className={styles.drawer}
      data-testid="crud-drawer"
      onOpenChange={(_, d) => {
        // A click on the backdrop never closes it; Escape and the close button do.
        if (!d.open && d.type !== 'backdropClick') props.onClose();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('crud.close')} icon={<DismissRegular />} onClick={props.onClose} />}>{title}</DrawerHeaderTitle>
      </DrawerHeader>
      {state && <FormLoader key={`${state.mode}:${state.id ?? ''}`} resource={resource} mode={state.mode} id={state.id} scope={props.scope} onDone={props.onClose} />}
    </OverlayDrawer>
  );
}

function FormLoader<Rec extends { id: string }, Values extends FieldValues>(props: { resource: ResourceDescriptor<Rec, Values>; mode: FormMode; id?: string; scope?: string; onDone: () => void }) {
  const queries = resourceQueries(props.resource);
  const detail = useQuery({ ...queries.detail(props.id ?? ''), enabled: !!props.id });
  if (props.id && !detail.data) {
    return (
      <DrawerBody>
        <Spinner />
      </DrawerBody>
    );
  }
  return <FormBody {...props} record={detail.data} />;
}

function FormBody<Rec extends { id: string }, Values extends FieldValues>(props: {
  resource: ResourceDescriptor<Rec, Values>;
  mode: FormMode;
  id?: string;
  scope?: string;
  record?: Rec;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const { resource, mode, record } = props;
  const owner = props.scope ? `${resource.name}:${props.scope}` : resource.name;
  const formKey = mode === 'edit' ? `${owner}:edit:${props.id}` : `${owner}:add`;
  const draft = useDraft<Values>(formKey);
  const initial = record ? resource.toValues(record) : resource.empty;
  const form = useForm<Values>({
    defaultValues: initial as never,
    resolver: zodResolver(resource.schema(mode) as never) as unknown as Resolver<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    disabled: mode === 'view',
  });
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // A draft found at opening gives the input back (after a crash, a restart or a failed submit).
  const restoredOnce = useRef(false);
  const { reset } = form;
  useEffect(() => {
    if (mode === 'view' || !draft.ready || restoredOnce.current) return;
    restoredOnce.current = true;
    if (draft.restored) reset({ ...initial, ...draft.restored.data } as never);
  }, [mode, draft.ready, draft.restored, reset, initial]);

  const values = useWatch({ control: form.control });
  const { save } = draft;
  const touched = form.formState.isDirty;
  useEffect(() => {
    if (mode !== 'view' && restoredOnce.current && touched) save(values as Values);
  }, [mode, values, touched, save]);

  const onSubmit = form.handleSubmit(async (parsed) => {
    setSubmitting(true);
    setRefusal(null);
    draft.hold();
    const body = mode === 'edit' ? { ...(parsed as object), id: props.id } : parsed;
    const endpoint = mode === 'edit' && resource.endpoints.update ? resource.endpoints.update : resource.endpoints.submit;
    const outcome = await submitForm(endpoint, body, {
      formKey,
      idempotencyKey: draft.idempotencyKey,
      title: lt(`crud.${mode}Title`, { name: lt(`resources.${resource.name}.name`) }),
    });
    setSubmitting(false);
    if (outcome.status === 'refused') {
      await draft.flush();
      setRefusal(localise(outcome.error.message));
      return;
    }
    await invalidateAfterSave(queryClient, resource);
    if (outcome.status === 'saved') {
      await draft.discard();
      notify('success', localise(outcome.message ?? (mode === 'add' ? MESSAGES.created : MESSAGES.updated)));
    } else notify('warning', t('crud.queued'));
    props.onDone();
  });

  const Fields = resource.Fields;
  return (
    <CrudFormContext.Provider value={{ resource: resource.name, mode, record }}>
      <FormProvider {...form}>
        <form id={`crud-form-${resource.name}`} onSubmit={(e) => void onSubmit(e)} noValidate style={{ display: 'contents' }}>
          <DrawerBody>
            {refusal && (
              <MessageBar intent="error" style={{ marginBottom: tokens.spacingVerticalM }}>
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.body}>
              <Fields mode={mode} />
            </div>
          </DrawerBody>
          {mode !== 'view' && (
            <DrawerFooter className={styles.footer}>
              <Button appearance="primary" type="submit" disabled={submitting} data-testid="crud-submit">
                {submitting ? t('crud.submitting') : t('crud.submit')}
              </Button>
            </DrawerFooter>
          )}
        </form>
      </FormProvider>
    </CrudFormContext.Provider>
  );
}
