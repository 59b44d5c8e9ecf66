import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { AGREEMENT_MESSAGES } from '@shared/domain/agreement';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStateQuery } from '../../api/sessionQueries';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { frameworkCheckQuery } from '../shellQueries';

const useStyles = makeStyles({ bar: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0`, flexShrink: 0 } });

/** Spec 1 §4: a design company without a signed framework agreement is told so after login. */
export function FrameworkNotice() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const category = useQuery(sessionStateQuery()).data?.user?.orgCategory;
  const check = useQuery({ ...frameworkCheckQuery(), enabled: category === 'sj' });
  const [dismissed, setDismissed] = useState(false);
  if (category !== 'sj' || !check.data || check.data.signed || dismissed) return null;
  return (
    <MessageBar intent="warning" className={styles.bar} layout="multiline" data-testid="framework-notice">
      <MessageBarBody>
        <MessageBarTitle>{t('shell.layout.frameworkTitle')}</MessageBarTitle>
        {localise(AGREEMENT_MESSAGES.notSigned)}
      </MessageBarBody>
      <MessageBarActions containerAction={<Button appearance="transparent" aria-label={t('shell.notice.close')} icon={<DismissRegular />} onClick={() => setDismissed(true)} />} />
    </MessageBar>
  );
}
