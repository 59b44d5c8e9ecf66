import { projectEndpoints } from '@shared/api/projectEndpoints';
import type { Project } from '@shared/domain/project';
import { REVIEW_LIMITS } from '@shared/domain/review';
import { Controller, useFormContext } from 'react-hook-form';
import { DateTimeField, ReferencePicker, SelectField, TextField } from '../../crud/fields';
import { useFieldError } from '../../crud/fields/common';
import { useCrudForm } from '../../crud/formContext';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { AttachmentField, type FieldFile } from '../../features/uploads/fields';
import { ExpertRows } from './ExpertRows';
import { FileReviewPanel } from './FileReviewPanel';

const stem = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name);

/** The file (one large attachment, through the resumable engine); its name fills an empty file name. */
function AttachField() {
  const { control, getValues, setValue } = useFormContext();
  const lt = useLooseT();
  const error = useFieldError('attach');
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Controller
        name="attach"
        control={control}
        render={({ field }) => (
          <AttachmentField
            kind="largeAttachment"
            required
            label={lt('resources.reviewFiles.fields.attach')}
            value={(field.value as FieldFile[]) ?? []}
            disabled={field.disabled}
            error={error}
            testId="review-attach"
            onChange={(next) => {
              field.onChange(next);
              if (next[0] && !String(getValues('name') ?? '').trim()) setValue('name', stem(next[0].name).slice(0, REVIEW_LIMITS.name), { shouldDirty: true });
            }}
          />
        )}
      />
    </div>
  );
}

/** What the upload form and the view share: phase, name, file, planned finish, requirement; experts or, viewed, the experts' opinions. */
function FileFields({ mode }: FieldsProps) {
  const { record } = useCrudForm();
  return (
    <>
      <SelectField name="phaseKey" dictionary="xmjd" required />
      <TextField name="name" required max={REVIEW_LIMITS.name} />
      <AttachField />
      <DateTimeField name="planFinishTime" required />
      <TextField name="reviewRequire" multiline max={REVIEW_LIMITS.reviewRequire} />
      {mode === 'add' ? <ExpertRows /> : record ? <FileReviewPanel fileId={record.id} /> : null}
    </>
  );
}

/** The project file upload form on /project/review: the project is picked from the initiated projects. */
export function ReviewFileFields(props: FieldsProps) {
  return (
    <>
      <ReferencePicker<Project, { name?: string; current?: number; size?: number }>
        name="projectId"
        nameField="projectName"
        required
        endpoint={projectEndpoints.page}
        search="name"
        value={(p) => p.id}
        label={(p) => p.name}
        testId="review"
      />
      <FileFields {...props} />
    </>
  );
}

/** The same form under one project (its tab): the project is the page's. */
export function ReviewFileFieldsFixed(props: FieldsProps) {
  return <FileFields {...props} />;
}
