import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Spinner, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormBody } from './FormBody';
import { modeTitle } from './modes';
import { resourceQueries } from './resourceQueries';
import type { FormMode, ResourceDescriptor } from './types';
import { useLooseT } from './looseT';

const useStyles = makeStyles({
  // Spec 1 §2: drawer forms are 60% wide.
  drawer: { width: '60vw', maxWidth: '100vw' },
});

export { CrudFormContext, useCrudForm, type CrudFormContextValue } from './formContext';

/** `preset`: values an add form opens with over the resource's empty ones (a row's add action). */
export type DrawerState = { mode: FormMode; id?: string; preset?: FieldValues } | null;

/**
 * The drawer form (spec 1 §2): 60% wide, a submit button and no reset, not closed by a click on the
 * backdrop. The resource's declared modes (add, edit, view, modify) share its fields component; the
 * writing modes keep a draft of their own and submit through the outbox with the form's idempotency key.
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
  const title = state ? modeTitle(lt, resource, state.mode) : '';
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
      {state && <FormLoader key={`${state.mode}:${state.id ?? ''}:${JSON.stringify(state.preset ?? {})}`} resource={resource} mode={state.mode} id={state.id} preset={state.preset} scope={props.scope} onDone={props.onClose} />}
    </OverlayDrawer>
  );
}

function FormLoader<Rec extends { id: string }, Values extends FieldValues>(props: { resource: ResourceDescriptor<Rec, Values>; mode: FormMode; id?: string; preset?: FieldValues; scope?: string; onDone: () => void }) {
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

