import { ChatHelpRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackDrawer } from '../../features/feedback/FeedbackDrawer';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../toast';
import { IconButton } from './IconButton';

/** Spec 1 §2 feedback entry: the feedback drawer; the server's msg is the success message (spec 1 §7). */
export function FeedbackButton() {
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={t('shell.layout.feedback')} icon={<ChatHelpRegular />} onClick={() => setOpen(true)} data-testid="feedback-button" />
      <FeedbackDrawer
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(message) => {
          setOpen(false);
          notify('success', localise(message));
        }}
      />
    </>
  );
}
