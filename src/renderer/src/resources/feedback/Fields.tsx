import { FEEDBACK_LIMITS, FEEDBACK_REMARK_MAX, FEEDBACK_STATUS_DICT } from '@shared/domain/feedback';
import { splitLinks } from '@shared/domain/upload';
import { SelectField, TextField, useFieldValue } from '../../crud/fields';
import { useLabel, useFieldStyles } from '../../crud/fields/common';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { AttachmentLinks } from '../../features/uploads/AttachmentLinks';

/** The feedback's attachments (comma-joined links), each offered for download. */
function FeedbackFiles() {
  const styles = useFieldStyles();
  const label = useLabel('file');
  const file = useFieldValue('file') as string | undefined;
  return (
    <div className={styles.wide}>
      <AttachmentLinks label={label} links={splitLinks(file ?? '')} testId="feedback-files" />
    </div>
  );
}

/** View: the whole feedback. Update status: the title for context, the new status and a remark. */
export function FeedbackFields({ mode }: FieldsProps) {
  const lt = useLooseT();
  if (mode === 'edit') {
    return (
      <>
        <TextField name="title" readOnly wide />
        <SelectField name="status1" required dictionary={FEEDBACK_STATUS_DICT} />
        <TextField name="remark" multiline max={FEEDBACK_REMARK_MAX} />
      </>
    );
  }
  return (
    <>
      <SelectField name="type" options={['1', '2', '3'].map((value) => ({ value, label: lt(`resources.feedback.types.${value}`) }))} />
      <TextField name="title" max={FEEDBACK_LIMITS.title} />
      <TextField name="require" multiline />
      <TextField name="opinion" multiline />
      <TextField name="phone" />
      <SelectField name="status" dictionary={FEEDBACK_STATUS_DICT} />
      <TextField name="createUserName" />
      <TextField name="createTime" />
      <FeedbackFiles />
      <TextField name="remark" multiline />
    </>
  );
}
