import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useLooseT } from '../../crud/looseT';
import { showSecret, useShownSecret } from './secretStore';

/** Shows a new client's secret the one time the server answers it; closing forgets it. */
export function SecretDialog() {
  const lt = useLooseT();
  const shown = useShownSecret();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    showSecret(null);
  };
  return (
    <Dialog open={!!shown} modalType="alert">
      <DialogSurface data-testid="client-secret-dialog">
        <DialogBody>
          <DialogTitle>{lt('resources.clients.secretTitle')}</DialogTitle>
          <DialogContent>
            <p>{lt('resources.clients.secretOnce')}</p>
            <p>
              {lt('resources.clients.fields.clientId')}: <strong>{shown?.clientId}</strong>
            </p>
            <Input readOnly value={shown?.clientSecret ?? ''} data-testid="client-secret" style={{ width: '100%', fontFamily: 'monospace' }} />
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                void navigator.clipboard?.writeText(shown?.clientSecret ?? '').then(() => setCopied(true), () => setCopied(false));
              }}
            >
              {copied ? lt('resources.clients.copied') : lt('resources.clients.copy')}
            </Button>
            <Button appearance="primary" onClick={close} data-testid="client-secret-close">
              {lt('resources.clients.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
