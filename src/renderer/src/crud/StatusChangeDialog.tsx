import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Input, MessageBar, MessageBarBody, Option } from '@fluentui/react-components';
import { allowedTargets, requiredFieldsFor, statusChangeSchema } from '@shared/domain/statusMachine';
import { firstMessage, validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callEndpoint } from '../api/callEndpoint';
import { useLocaliseMessage } from '../i18n/useLocaliseMessage';
import { useLooseT } from './looseT';
import type { StatusAction } from './types';

/**
 * The one status-change dialog: the targets the record's machine allows from its current status
 * (labelled resources.<machine.resource>.statuses.<n>), a text input for each field the chosen
 * target makes required, the machine's shared schema, and the server's refusal shown in place.
 */
export function StatusChangeDialog<Rec extends { id: string }>(props: { action: StatusAction<Rec>; record: Rec | null; onDone: (message: string) => void; onClose: () => void }) {
  return (
    <Dialog open={props.record !== null} modalType="alert" onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface data-testid="change-status">{props.record && <StatusChangeForm key={props.record.id} {...props} record={props.record} />}</DialogSurface>
    </Dialog>
  );
}

const messageOf = (issue: z.core.$ZodIssue) => firstMessage({ issues: [issue] } as unknown as z.ZodError);

function StatusChangeForm<Rec extends { id: string }>({ action, record, onDone, onClose }: { action: StatusAction<Rec>; record: Rec; onDone: (message: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const localise = useLocaliseMessage();
  const { machine } = action;
  const [status, setStatus] = useState('');
  const [extra, setExtra] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const statusLabel = (s: number) => lt(`resources.${machine.resource}.statuses.${s}`);
  const fieldLabel = (f: string) => lt(`resources.${machine.resource}.fields.${f}`);
  const targets = allowedTargets(machine, record);
  const target = status === '' ? undefined : Number(status);
  const fields = requiredFieldsFor(machine, target);

  const submit = async () => {
    const input = { id: record.id, status, ...Object.fromEntries(fields.map((f) => [f, extra[f] ?? ''])) };
    const checked = validate(statusChangeSchema(machine), input);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) next[String(issue.path[0] ?? 'status')] ??= localise(messageOf(issue));
      setErrors(next);
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    try {
      const change = checked.data as { id: string; status: number } & Record<string, unknown>;
      await callEndpoint(action.endpoint, action.params ? action.params(change, record) : change);
      onDone(MESSAGES.updated);
    } catch (e) {
      setRefusal(localise((e as Error).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DialogBody>
        <DialogTitle>{lt(action.title ?? 'crud.statusChange.title')}</DialogTitle>
        <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          {refusal && (
            <MessageBar intent="error" data-testid="status-refusal">
              <MessageBarBody>{refusal}</MessageBarBody>
            </MessageBar>
          )}
          {action.summary?.map((f) => (
            <Field key={f} label={fieldLabel(f)}>
              <Input readOnly value={String((record as Record<string, unknown>)[f] ?? '')} />
            </Field>
          ))}
          <Field label={t('crud.statusChange.currentStatus')}>
            <Input readOnly value={statusLabel(machine.statusOf(record))} data-testid="current-status" />
          </Field>
          <Field label={t('crud.statusChange.newStatus')} required validationMessage={errors.status} hint={targets.length === 0 ? t('crud.statusChange.noTarget') : undefined}>
            <Dropdown
              inlinePopup
              aria-label={t('crud.statusChange.newStatus')}
              placeholder={t('crud.select')}
              value={target === undefined ? '' : statusLabel(target)}
              selectedOptions={status === '' ? [] : [status]}
              onOptionSelect={(_, d) => {
                setStatus(d.optionValue ?? '');
                setErrors({});
              }}
            >
              {targets.map((s) => (
                <Option key={s} value={String(s)}>
                  {statusLabel(s)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {fields.map((f) => (
            <Field key={f} label={fieldLabel(f)} required validationMessage={errors[f]}>
              <Input
                value={extra[f] ?? ''}
                onChange={(_, d) => {
                  setExtra((v) => ({ ...v, [f]: d.value }));
                  setErrors(({ [f]: _dropped, ...rest }) => rest);
                }}
                data-testid={`status-field-${f}`}
              />
            </Field>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button appearance="primary" type="submit" disabled={busy} data-testid="change-status-submit">
            {t('crud.submit')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
