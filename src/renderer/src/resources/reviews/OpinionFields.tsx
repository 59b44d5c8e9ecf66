import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { REVIEW_LIMITS } from '@shared/domain/review';
import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '../../crud/fields';
import { useFieldError } from '../../crud/fields/common';
import { useLooseT } from '../../crud/looseT';
import { AttachmentField, type FieldFile } from '../../features/uploads/fields';

/**
 * The opinion form (spec 3 §3 expert opinion): has an opinion (0 none / 1 has, required), one
 * attachment (required when there is an opinion; decisions.md) and a remark of up to 200.
 */
export function OpinionFields() {
  const { control } = useFormContext();
  const lt = useLooseT();
  const hasError = useFieldError('hasOpinion');
  const attachError = useFieldError('attach');
  return (
    <>
      <Controller
        name="hasOpinion"
        control={control}
        render={({ field }) => (
          <Field label={lt('resources.myReviews.fields.hasOpinion')} required validationMessage={hasError}>
            <RadioGroup layout="horizontal" value={String(field.value ?? '')} onChange={(_, d) => field.onChange(d.value)} data-testid="opinion-has">
              <Radio value="1" label={lt('resources.myReviews.hasOpinion.1')} data-testid="opinion-has-1" />
              <Radio value="0" label={lt('resources.myReviews.hasOpinion.0')} data-testid="opinion-has-0" />
            </RadioGroup>
          </Field>
        )}
      />
      <Controller
        name="attach"
        control={control}
        render={({ field }) => (
          <AttachmentField kind="largeAttachment" label={lt('resources.myReviews.fields.opinionAttach')} value={(field.value as FieldFile[]) ?? []} onChange={field.onChange} error={attachError} testId="opinion-attach" />
        )}
      />
      <TextField name="remark" multiline max={REVIEW_LIMITS.remark} />
    </>
  );
}

/** The list has no drawer form: opinions are given in the row's dialog. */
export function MyReviewFields() {
  return null;
}
