import { Avatar, Button, Field, Input, Link, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { LockClosedRegular, LockOpenRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionStateQuery } from '../../api/sessionQueries';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { HOME_PATH } from '../../router/sessionLoaders';
import { useSignOut } from '../../session/useSignOut';
import { lockStore } from '../../shell/lock/lockStore';
import { SHELL_MESSAGES } from '@shared/i18n/messages/shell.zh';
import { avatarInitials } from '../desk/avatarInitials';

const useStyles = makeStyles({
  root: {
    minHeight: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXL,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackgroundPressed,
    backgroundImage: `radial-gradient(ellipse 80% 70% at 20% 10%, ${tokens.colorBrandBackgroundHover} 0%, transparent 70%), radial-gradient(ellipse 70% 60% at 90% 100%, ${tokens.colorBrandBackground} 0%, transparent 70%)`,
  },
  time: { margin: 0, fontSize: '88px', lineHeight: '96px', fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', letterSpacing: '2px' },
  date: { margin: 0, opacity: 0.85 },
  panel: {
    width: '100%',
    maxWidth: '360px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow28,
  },
  form: { width: '100%', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  full: { width: '100%' },
  muted: { color: tokens.colorNeutralForeground3, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** /lock: the time, who is signed in, and the lock password to go on (spec 1 §4). */
export default function LockPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const now = useNow();
  const user = useQuery(sessionStateQuery()).data?.user;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useDocumentTitle(t('shell.lock.pageTitle'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(SHELL_MESSAGES.lockPasswordRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    const unlocked = await lockStore.unlock(password);
    setBusy(false);
    if (!unlocked) {
      setError(SHELL_MESSAGES.lockPasswordWrong);
      setPassword('');
      input.current?.focus();
      return;
    }
    await navigate(HOME_PATH, { replace: true });
  };

  const name = user?.realName ?? '';
  return (
    <main className={styles.root}>
      <div>
        <Text as="p" block align="center" className={styles.time} data-testid="lock-time">
          {format(now, 'HH:mm:ss')}
        </Text>
        <Text as="p" block align="center" size={400} className={styles.date}>
          {format(now, 'yyyy-MM-dd')}
        </Text>
      </div>
      <section className={styles.panel} aria-labelledby="lock-heading">
        <Avatar size={64} name={name} initials={avatarInitials(name)} color="brand" aria-hidden />
        <Text as="h1" id="lock-heading" size={500} weight="semibold">
          {name || t('shell.lock.locked')}
        </Text>
        <Text size={200} className={styles.muted}>
          <LockClosedRegular aria-hidden />
          {t('shell.lock.locked')}
        </Text>
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <Field
            label={t('shell.lock.password')}
            required
            validationMessage={error ? localise(error) : t('shell.lock.unlockHint')}
            validationState={error ? 'error' : 'none'}
          >
            <Input
              ref={input}
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
          <Button type="submit" appearance="primary" className={styles.full} icon={busy ? <Spinner size="tiny" /> : <LockOpenRegular />} disabledFocusable={busy}>
            {t('shell.lock.unlock')}
          </Button>
        </form>
        <Link onClick={() => signOut.mutate()}>{t('shell.lock.logout')}</Link>
      </section>
    </main>
  );
}
