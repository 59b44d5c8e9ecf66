import { MESSAGES } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { callEndpoint } from '../../api/callEndpoint';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';
import { useLooseT } from '../looseT';
import { StatusChangeDialog } from '../StatusChangeDialog';
import type { ConfirmAction, QueryKey, RowAction } from '../types';
import { FormActionDialog } from './FormActionDialog';
import { invalidateAfterSave } from '../invalidation';
import { usePrintPage } from '../../pages/print/usePrintPage';

type Running<Rec> = { action: RowAction<Rec>; records: Rec[] } | null;

/**
 * Runs a declared action on one record or the checked ones: navigates, or opens its confirmation,
 * small form or status dialog; after a success it says so, invalidates the resource's queries and
 * the ones the action declares, and calls `onDone` (the list clears its selection).
 */
export function useActionRunner<Rec extends { id: string }>(resource: { name: string; invalidates?: readonly QueryKey[] }, onDone?: () => void): { start: (action: RowAction<Rec>, records: Rec[]) => void; dialogs: ReactNode } {
  const lt = useLooseT();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const printPage = usePrintPage();
  const [running, setRunning] = useState<Running<Rec>>(null);
  const close = () => setRunning(null);

  const start = (action: RowAction<Rec>, records: Rec[]) => {
    if (action.kind === 'navigate') navigate(action.to(records[0]));
    else if (action.kind === 'print') printPage(action.to(records[0]), action.output, action.fileName(records[0]));
    // An add action opens the list's own drawer: the list handles it before it reaches here.
    else if (action.kind !== 'add') setRunning({ action, records });
  };

  const succeeded = async (message: string) => {
    if (!running) return;
    notify('success', localise(message));
    setRunning(null);
    await invalidateAfterSave(queryClient, resource, running.action.invalidates);
    onDone?.();
  };

  const confirm = async (action: ConfirmAction<Rec>, records: Rec[]) => {
    try {
      await callEndpoint(action.endpoint, action.params(records));
      await succeeded(action.success ?? MESSAGES.updated);
    } catch (error) {
      notify('error', localise((error as Error).message));
      setRunning(null);
    }
  };

  const action = running?.action;
  const records = running?.records ?? [];
  const dialogs = (
    <>
      <ConfirmDialog
        open={action?.kind === 'confirm'}
        title={lt('crud.confirmTitle')}
        message={action?.kind === 'confirm' ? (action.message ? lt(action.message, { count: records.length }) : lt('crud.actions.confirm', { action: lt(action.label), count: records.length })) : ''}
        onConfirm={() => action?.kind === 'confirm' && void confirm(action, records)}
        onCancel={close}
        confirmTestId="crud-confirm"
      />
      {action?.kind === 'form' && <FormActionDialog resource={resource.name} action={action} records={records} onDone={(m) => void succeeded(m)} onClose={close} />}
      {action?.kind === 'status' && <StatusChangeDialog action={action} record={records[0] ?? null} onDone={(m) => void succeeded(m)} onClose={close} />}
    </>
  );
  return { start, dialogs };
}
