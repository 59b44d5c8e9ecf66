import { FEEDBACK_LIMITS, FEEDBACK_REMARK_MAX, FEEDBACK_STATUS_DICT } from '@shared/domain/feedback';
import { SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';

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
      <TextField name="file" wide />
      <TextField name="remark" multiline />
    </>
  );
}
