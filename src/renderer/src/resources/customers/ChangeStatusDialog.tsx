import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Input, MessageBar, MessageBarBody, Option } from '@fluentui/react-components';
import { endpoints } from '@shared/api/endpoints';
import { CUSTOMER_TRANSITIONS, customerStatusSchema, type Customer } from '@shared/domain/customer';
import { firstMessage, validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { useLooseT } from '../../crud/looseT';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';
import { customerQueries } from './queries';

/** The status-change form (spec 1 §4): only the transitions allowed from the current status are offered. */
export function ChangeStatusDialog(props: { customer: Customer | null; onClose: () => void }) {
  return (
    <Dialog open={props.customer !== null} modalType="alert" onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface data-testid="change-status">{props.customer && <ChangeStatusForm key={props.customer.id} customer={props.customer} onClose={props.onClose} />}</DialogSurface>
    </Dialog>
  );
}

function ChangeStatusForm({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const label = (s: number) => lt(`resources.customers.statuses.${s}`);
  const allowed = CUSTOMER_TRANSITIONS[customer.status];

  const submit = async () => {
    const checked = validate(customerStatusSchema, { id: customer.id, status });
    if (!checked.success) {
      setError(localise(firstMessage(checked.error)));
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    try {
      await callEndpoint(endpoints.customerChangeStatus, checked.data);
      notify('success', localise(MESSAGES.updated));
      await queryClient.invalidateQueries({ queryKey: customerQueries.keys.all });
      onClose();
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
        <DialogTitle>{t('customerScreens.changeStatusTitle')}</DialogTitle>
        <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          {refusal && (
            <MessageBar intent="error">
              <MessageBarBody>{refusal}</MessageBarBody>
            </MessageBar>
          )}
          <Field label={t('resources.customers.fields.compName')}>
            <Input readOnly value={customer.compName} />
          </Field>
          <Field label={t('customerScreens.currentStatus')}>
            <Input readOnly value={label(customer.status)} data-testid="current-status" />
          </Field>
          <Field label={t('customerScreens.newStatus')} required validationMessage={error}>
            <Dropdown
              inlinePopup
              aria-label={t('customerScreens.newStatus')}
              placeholder={t('crud.select')}
              value={status === '' ? '' : label(Number(status))}
              selectedOptions={status === '' ? [] : [status]}
              onOptionSelect={(_, d) => {
                setStatus(d.optionValue ?? '');
                setError(undefined);
              }}
            >
              {allowed.map((s) => (
                <Option key={s} value={String(s)}>
                  {label(s)}
                </Option>
              ))}
            </Dropdown>
          </Field>
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
