import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { SHELL_MESSAGES } from '@shared/i18n/messages/shell.zh';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { LOCK_PATH } from '../../router/sessionLoaders';
import { lockStore } from '../lock/lockStore';
import { IconButton } from './IconButton';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** Spec 1 §2 lock-screen password dialog: a password (required), then the screen locks. */
export function LockButton() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(SHELL_MESSAGES.lockPasswordRequired);
      return;
    }
    await lockStore.lock(password);
    close();
    await navigate(LOCK_PATH, { replace: true });
  };

  return (
    <>
      <IconButton label={t('shell.layout.lock')} icon={<LockClosedRegular />} onClick={() => setOpen(true)} data-testid="lock-button" />
      <Dialog open={open} onOpenChange={(_, d) => (d.open ? setOpen(true) : close())}>
        <DialogSurface>
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <DialogBody>
              <DialogTitle>{t('shell.lock.setTitle')}</DialogTitle>
              <DialogContent className={styles.content}>
                <Text>{t('shell.lock.setIntro')}</Text>
                <Field label={t('shell.lock.password')} required validationMessage={error ? localise(error) : undefined} validationState={error ? 'error' : 'none'}>
                  <Input
                    type="password"
                    value={password}
                    onChange={(_, d) => {
                      setPassword(d.value);
                      setError(null);
                    }}
                    placeholder={t('shell.lock.passwordPlaceholder')}
                    autoComplete="off"
                    autoFocus
                  />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>{t('shell.lock.cancel')}</Button>
                <Button type="submit" appearance="primary" icon={<LockClosedRegular />}>
                  {t('shell.lock.confirm')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  );
}
