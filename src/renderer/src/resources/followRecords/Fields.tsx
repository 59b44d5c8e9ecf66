import { FOLLOW_RECORD_LIMITS } from '@shared/domain/followRecord';
import { Controller, useFormContext } from 'react-hook-form';
import { DateTimeField, RichTextField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { ImageListField } from '../../features/uploads/fields';

/** The follow-up record form: start and end, subject, rich-text details and up to 10 images. */
export function FollowRecordFields(_: FieldsProps) {
  const { control } = useFormContext();
  const lt = useLooseT();
  return (
    <>
      <DateTimeField name="startTime" required />
      <DateTimeField name="endTime" required />
      <TextField name="theme" required wide max={FOLLOW_RECORD_LIMITS.theme} />
      <RichTextField name="remark" required max={FOLLOW_RECORD_LIMITS.remark} />
      <div style={{ gridColumn: '1 / -1' }}>
        <Controller
          name="imgList"
          control={control}
          render={({ field }) => (
            <ImageListField label={lt('resources.followRecords.fields.imgList')} value={field.value ?? []} onChange={field.onChange} testId="follow-images" />
          )}
        />
      </div>
    </>
  );
}
