import { Caption1 } from '@fluentui/react-components';
import { shotEndpoints, type ShotRecordOption } from '@shared/api/shotEndpoints';
import { SHOT_LIMITS, type ShotVariant } from '@shared/domain/projectShot';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { callEndpoint } from '../../api/callEndpoint';
import { useCrudForm } from '../../crud/formContext';
import { DateTimeField, ReferencePicker, SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import type { FieldsProps } from '../../crud/types';
import { AttachmentField, ImageListField } from '../../features/uploads/fields';
import { SHOT_RESOURCE_NAMES } from './names';

const WIDE = { gridColumn: '1 / -1' } as const;

/** One upload field bound to the form: pictures through put-file, the others through the resumable queue. */
function FilesField({ name, kind, required }: { name: 'pictures' | 'videos' | 'audio' | 'attachs'; kind?: 'shotVideo' | 'shotAudio' | 'shotAttachment'; required?: boolean }) {
  const { control, formState } = useFormContext();
  const { resource } = useCrudForm();
  const lt = useLooseT();
  const localise = useLocaliseMessage();
  const label = lt(`resources.${resource}.fields.${name}`);
  const error = formState.errors[name]?.message;
  return (
    <div style={WIDE}>
      <Controller
        name={name}
        control={control}
        render={({ field }) =>
          kind ? (
            <AttachmentField kind={kind} label={label} value={field.value ?? []} onChange={field.onChange} disabled={field.disabled} testId={`shot-${name}`} error={typeof error === 'string' ? localise(error) : undefined} />
          ) : (
            <ImageListField label={label} required={required} value={field.value ?? []} onChange={field.onChange} disabled={field.disabled} testId={`shot-${name}`} />
          )
        }
      />
    </div>
  );
}

/** The message of the pictures field (请上传图片): the image field shows only its own upload messages. */
function PicturesMessage() {
  const { formState } = useFormContext();
  const localise = useLocaliseMessage();
  const message = formState.errors.pictures?.message;
  return typeof message === 'string' ? (
    <Caption1 style={{ ...WIDE, color: 'var(--colorPaletteRedForeground1)' }} data-testid="shot-pictures-error">
      {localise(message)}
    </Caption1>
  ) : null;
}

/** Opening a record in view marks it read by the person (the variant's view call), once per opening. */
function useViewMark(variant: ShotVariant, mode: FieldsProps['mode']) {
  const { record } = useCrudForm();
  const queryClient = useQueryClient();
  const id = mode === 'view' && record?.id ? String(record.id) : '';
  useEffect(() => {
    if (!id) return;
    void callEndpoint(shotEndpoints[variant].view, { id })
      .then(() => queryClient.invalidateQueries({ queryKey: [SHOT_RESOURCE_NAMES[variant], 'list'] }))
      .catch(() => undefined);
  }, [id, variant, queryClient]);
}

/**
 * The task record form (spec 3 §3, §5): the filing, theme ≤100, participants ≤200 separated by
 * Chinese commas, start and end, description ≤2000, pictures required, videos, audio and files.
 */
export function shotFields(variant: ShotVariant) {
  return function ShotFields({ mode }: FieldsProps) {
    const lt = useLooseT();
    useViewMark(variant, mode);
    return (
      <>
        <ReferencePicker<ShotRecordOption, { current?: number; size?: number; name?: string }>
          name="recordId"
          nameField="projectName"
          required
          wide
          endpoint={shotEndpoints.records}
          search="name"
          value={(r) => r.id}
          label={(r) => r.name}
          detail={(r) => r.code}
          testId="shot"
        />
        <TextField name="taskTheme" required wide max={SHOT_LIMITS.theme} />
        <div style={WIDE}>
          <TextField name="participants" required wide max={SHOT_LIMITS.participants} />
          <Caption1>{lt(`resources.${SHOT_RESOURCE_NAMES[variant]}.participantsHint`)}</Caption1>
        </div>
        <DateTimeField name="startTime" required />
        <DateTimeField name="endTime" required />
        <TextField name="taskDescription" required multiline max={SHOT_LIMITS.description} />
        {variant === 'survey' && mode === 'add' && (
          <SelectField name="displayStatus" options={['0', '1'].map((value) => ({ value, label: lt(`resources.siteSurveys.statuses.${value}`) }))} />
        )}
        <FilesField name="pictures" required />
        <PicturesMessage />
        <FilesField name="videos" kind="shotVideo" />
        <FilesField name="audio" kind="shotAudio" />
        <FilesField name="attachs" kind="shotAttachment" />
      </>
    );
  };
}
