import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  OverlayDrawer,
  Select,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { FEEDBACK_MESSAGES, FEEDBACK_TYPES } from '@shared/domain/feedback';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { AttachmentField } from '../uploads/fields';
import { useFeedbackForm, type FeedbackField, type FeedbackTextField } from './useFeedbackForm';

const useStyles = makeStyles({
  // Spec 1 §2: drawer forms are 60% wide.
  drawer: { width: '60%', minWidth: '360px' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FeedbackDrawerProps {
  open: boolean;
  onClose(): void;
  /** The server's success message (spec 1 §7: shown as is). */
  onSaved(message: string): void;
}

/**
 * The feedback form (spec 1 §3, §5): a drawer with a submit button, no reset, and no closing on a
 * click beside it. The input is kept as a draft while typing; the submit asks for confirmation
 * and goes through the outbox, so a dropped connection neither loses it nor sends it twice.
 */
export function FeedbackDrawer({ open, onClose, onSaved }: FeedbackDrawerProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer className={styles.drawer} position="end" open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()} data-testid="feedback-drawer">
      {/* Mounted per opening: each opening reads the draft afresh. */}
      {open && <FeedbackForm onClose={onClose} onSaved={onSaved} />}
    </OverlayDrawer>
  );
}

function FeedbackForm({ onClose, onSaved }: Omit<FeedbackDrawerProps, 'open'>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const form = useFeedbackForm(onSaved);
  const [confirming, setConfirming] = useState(false);
  // Files still uploading have no link yet: the submit waits for them rather than sending without.
  const [uploading, setUploading] = useState(false);
  const locked = form.submitting || form.waiting;

  const close = () => {
    void form.draft.flush();
    onClose();
  };
  const error = (field: FeedbackField) => (form.errors[field] ? localise(form.errors[field]) : undefined);
  const text = (field: FeedbackTextField) => ({
    value: form.values[field],
    disabled: locked,
    onChange: (_: unknown, data: { value: string }) => form.change(field, data.value),
  });

  return (
    <>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('resources.feedback.close')} icon={<DismissRegular />} onClick={close} />}>
          {t('resources.feedback.name')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {form.draft.restored && !form.waiting && (
          <MessageBar intent="info" data-testid="draft-restored">
            <MessageBarBody>{t('offline.draft.restored', { time: form.draft.restored.savedAt })}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={() => void form.discardDraft()}>
                {t('offline.draft.discard')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {form.waiting && (
          <MessageBar intent="warning" data-testid="draft-waiting">
            <MessageBarBody>{t('offline.draft.waiting')}</MessageBarBody>
          </MessageBar>
        )}
        {form.failed && !form.notice && (
          <MessageBar intent="error" data-testid="draft-failed">
            <MessageBarBody>{t('offline.draft.failed', { message: localise(form.failed.message ?? '') })}</MessageBarBody>
          </MessageBar>
        )}
        {form.notice && !form.waiting && (
          <MessageBar intent={form.notice.intent} data-testid="feedback-notice">
            <MessageBarBody>{localise(form.notice.text)}</MessageBarBody>
          </MessageBar>
        )}
        <Field label={t('resources.feedback.fields.type')} required validationMessage={error('type')}>
          <Select value={form.values.type} disabled={locked} onChange={(_, d) => form.change('type', d.value)}>
            <option value="">{t('resources.feedback.select')}</option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={String(type)}>
                {t(`resources.feedback.types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('resources.feedback.fields.title')} required validationMessage={error('title')}>
          <Input {...text('title')} />
        </Field>
        <Field label={t('resources.feedback.fields.require')} validationMessage={error('require')}>
          <Textarea {...text('require')} resize="vertical" rows={4} />
        </Field>
        <Field label={t('resources.feedback.fields.opinion')} validationMessage={error('opinion')}>
          <Textarea {...text('opinion')} resize="vertical" rows={4} />
        </Field>
        <AttachmentField
          kind="feedback"
          label={t('resources.feedback.fields.file')}
          value={form.values.file}
          onChange={(files) => form.change('file', files)}
          error={error('file')}
          disabled={locked}
          onBusyChange={setUploading}
          testId="feedback-file"
        />
        <Field label={t('resources.feedback.fields.phone')} validationMessage={error('phone')}>
          <Input {...text('phone')} />
        </Field>
      </DrawerBody>
      <DrawerFooter>
        <Button appearance="primary" disabled={locked || uploading || !form.draft.ready} onClick={() => form.check() && setConfirming(true)}>
          {form.submitting ? t('resources.feedback.submitting') : t('resources.feedback.submit')}
        </Button>
      </DrawerFooter>
      <Dialog open={confirming} modalType="alert" onOpenChange={(_, d) => setConfirming(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('resources.feedback.confirmTitle')}</DialogTitle>
            <DialogContent>{localise(FEEDBACK_MESSAGES.feedbackConfirm)}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setConfirming(false)}>
                {t('resources.feedback.cancel')}
              </Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setConfirming(false);
                  void form.submit();
                }}
              >
                {t('resources.feedback.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
