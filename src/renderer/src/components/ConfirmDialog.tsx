import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** A yes/no question before something that cannot be undone (delete, clear the cache…). */
export function ConfirmDialog(props: { open: boolean; title: string; message: string; onConfirm(): void; onCancel(): void; confirmTestId?: string }) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} modalType="alert" onOpenChange={(_, d) => !d.open && props.onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>{props.message}</DialogContent>
          <DialogActions>
            <Button onClick={props.onCancel}>{t('crud.cancel')}</Button>
            <Button appearance="primary" onClick={props.onConfirm} data-testid={props.confirmTestId}>
              {t('crud.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
