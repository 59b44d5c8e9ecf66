import { endpoints } from '@shared/api/endpoints';
import { feedbackSaveSchema } from '@shared/domain/feedback';
import { joinLinks } from '@shared/domain/upload';
import { firstMessage, validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { submitForm } from '../../forms/submitForm';
import { useDraft } from '../../forms/useDraft';
import type { FieldFile } from '../uploads/fields';
import { offlineKeys, outboxQuery } from '../../offline/offlineQueries';
import { feedbackKeys } from './feedbackQueries';

/** One new-feedback form per person and organisation: its draft and outbox entry go by this key. */
export const FEEDBACK_FORM_KEY = 'feedback:new';

/** The attachments are the upload field's files; feedback/save gets their links, comma-joined. */
export type FeedbackValues = { type: string; title: string; require: string; opinion: string; phone: string; file: FieldFile[] };
export type FeedbackField = keyof FeedbackValues;
export type FeedbackTextField = Exclude<FeedbackField, 'file'>;

const EMPTY: FeedbackValues = { type: '', title: '', require: '', opinion: '', phone: '', file: [] };

/** What feedback/save takes: the values with the attachments as their links. */
const toInput = (values: FeedbackValues) => ({ ...values, file: joinLinks(values.file.map((f) => f.link)) });

/** A draft keeps what names and fetches an uploaded file again, not the page's object URL. */
const storable = (files: FieldFile[]): FieldFile[] => files.map(({ key, name, size, link, attachId }) => ({ key, name, size, link, attachId }));

/** A draft saved before the form had attachments (or damaged) reads as none. */
function restore(data: Partial<FeedbackValues> | undefined): FeedbackValues {
  const values = { ...EMPTY, ...(data ?? {}) };
  return Array.isArray(values.file) ? values : { ...values, file: [] };
}

/** The first message of each field, as the shared schema words it (the server checks the same rules). */
function fieldErrors(values: FeedbackValues): Partial<Record<FeedbackField, string>> {
  const result = validate(feedbackSaveSchema, toInput(values));
  if (result.success) return {};
  const errors: Partial<Record<FeedbackField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FeedbackField;
    errors[field] ??= firstMessage({ issues: [issue] } as z.ZodError);
  }
  return errors;
}

export type FeedbackNotice = { intent: 'error' | 'warning'; text: string } | null;

/**
 * The feedback drawer's state: values restored from the draft and saved as the person types,
 * validation first on submit and then on every change, and a submit through the outbox.
 */
export function useFeedbackForm(onSaved: (message: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const draft = useDraft<FeedbackValues>(FEEDBACK_FORM_KEY);
  // Null until the person types: the form shows the restored draft (or nothing) until then.
  const [edited, setEdited] = useState<FeedbackValues | null>(null);
  const values = edited ?? restore(draft.restored?.data);
  const [validated, setValidated] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<FeedbackNotice>(null);
  const outbox = useQuery(outboxQuery());
  const ofForm = outbox.data?.filter((item) => item.formKey === FEEDBACK_FORM_KEY) ?? [];
  const mine = ofForm.filter((item) => item.idempotencyKey === draft.idempotencyKey);
  const waiting = mine.some((item) => item.status === 'pending' || item.status === 'sending');
  // A refusal may have come under the form's previous key (a spent key is replaced): any of this form's.
  const failed = ofForm.findLast((item) => item.status === 'failed');
  const succeeded = mine.find((item) => item.status === 'succeeded');

  // A submit that waited in the outbox went through while the form was open: the host closes it.
  const succeededId = succeeded?.id;
  const succeededMessage = succeeded?.message;
  const { discard } = draft;
  useEffect(() => {
    if (!succeededId) return;
    void discard();
    onSaved(succeededMessage ?? MESSAGES.created);
  }, [succeededId, succeededMessage, discard, onSaved]);

  const errors = validated ? fieldErrors(values) : {};

  const change = <F extends FeedbackField>(field: F, value: FeedbackValues[F]) => {
    const next = { ...values, [field]: field === 'file' ? storable(value as FieldFile[]) : value };
    setEdited(next);
    draft.save(next);
  };

  /** Checks the input; true when the confirmation may be asked. */
  const check = () => {
    setValidated(true);
    return Object.keys(fieldErrors(values)).length === 0;
  };

  const submit = async () => {
    const parsed = validate(feedbackSaveSchema, toInput(values));
    if (!parsed.success) return;
    draft.hold();
    setSubmitting(true);
    setNotice(null);
    const outcome = await submitForm(endpoints.feedbackSave, parsed.data, {
      formKey: FEEDBACK_FORM_KEY,
      idempotencyKey: draft.idempotencyKey,
      title: t('resources.feedback.outboxTitle', { title: parsed.data.title }),
    });
    setSubmitting(false);
    void queryClient.invalidateQueries({ queryKey: offlineKeys.outbox() });
    if (outcome.status === 'saved') {
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      await draft.discard();
      setEdited(EMPTY);
      setValidated(false);
      onSaved(outcome.message ?? MESSAGES.created);
    } else if (outcome.status === 'pending') {
      setNotice({ intent: 'warning', text: t('offline.submit.pending') });
    } else {
      // Refused: the input stays, in the form and in the draft (under a new key if the old one is spent).
      if (outcome.error.status === 422) draft.renew();
      draft.save(values);
      setNotice({ intent: 'error', text: outcome.error.message });
    }
  };

  const discardDraft = async () => {
    await draft.discard();
    setEdited(EMPTY);
    setValidated(false);
    setNotice(null);
  };

  return { values, errors, change, check, submit, submitting, notice, waiting, failed, draft, discardDraft };
}
