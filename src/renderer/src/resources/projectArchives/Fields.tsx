import { ARCHIVE_LIMITS } from '@shared/domain/projectArchive';
import { OUTCOME_LIMITS, outcomeNameOf } from '@shared/domain/phaseOutcome';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { DateTimeField, SelectField, TextField, useFieldValue } from '../../crud/fields';
import { useDictionary } from '../../crud/dictionary';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import type { FieldFile } from '../../features/uploads/fields';
import { ArchiveAttachmentsField } from './attachments';
import { ProjectField } from './ProjectField';

/** Material (spec 3 §5): project, type xmzlfl, file name ≤100, attachments, archive time, remark ≤200. */
export function MaterialFields(_: FieldsProps) {
  return (
    <>
      <ProjectField />
      <SelectField name="type" required dictionary="xmzlfl" />
      <DateTimeField name="archiveTime" />
      <TextField name="fileName" required wide max={ARCHIVE_LIMITS.fileName} />
      <ArchiveAttachmentsField name="attachList" kind="tender" testId="material-attachments" />
      <TextField name="remark" multiline max={ARCHIVE_LIMITS.remark} />
    </>
  );
}

/** Archive file (spec 3 §5): project, type archivedType, attachments, file name and archive time required, remark ≤200. */
export function ArchiveFileFields({ mode }: FieldsProps) {
  const lt = useLooseT();
  return (
    <>
      <ProjectField />
      <SelectField name="type" required dictionary="archivedType" />
      <DateTimeField name="archiveTime" required />
      <TextField name="fileName" required wide max={ARCHIVE_LIMITS.fileName} />
      <ArchiveAttachmentsField name="attachList" kind="tender" testId="archive-attachments" />
      {mode === 'view' && <SelectField name="status" readOnly options={['1', '2'].map((value) => ({ value, label: lt(`resources.projectArchiveFiles.statuses.${value}`) }))} />}
      <TextField name="remark" multiline max={ARCHIVE_LIMITS.remark} />
    </>
  );
}

/** The phase select: the project's own phases (xmjd), waiting for the project on the global list. */
function PhaseField() {
  const phaseKeys = String(useFieldValue('phaseKeys') ?? '');
  const { options } = useDictionary('xmjd');
  const own = useMemo(() => {
    const keys = phaseKeys.split(',').filter(Boolean);
    return options.filter((o) => keys.includes(o.value));
  }, [options, phaseKeys]);
  return <SelectField name="phaseKey" required options={own} />;
}

/**
 * Phase outcome upload (spec 3 §5): one file up to 2 GB through the resumable engine with progress
 * (a second says 超出上传限制文件数量), its name filled from the file name without the extension
 * while the name is blank or still the one filled; phase, type, drawing discipline, remark.
 */
export function OutcomeFields(_: FieldsProps) {
  const form = useFormContext();
  const onPicked = (files: FieldFile[]) => {
    const name = String(form.getValues('name') ?? '').trim();
    const filled = String(form.getValues('filledName') ?? '');
    if (files[0] && (name === '' || name === filled)) {
      const next = outcomeNameOf(files[0].name);
      form.setValue('name', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      form.setValue('filledName', next);
    }
  };
  return (
    <>
      <ProjectField />
      <ArchiveAttachmentsField name="attach" kind="largeAttachment" testId="outcome-attachment" onPicked={onPicked} />
      <TextField name="name" required wide max={OUTCOME_LIMITS.name} />
      <PhaseField />
      <SelectField name="hflx" required dictionary="cglx" />
      <SelectField name="tzzy" dictionary="tzzy" />
      <TextField name="remark" multiline max={OUTCOME_LIMITS.remark} />
    </>
  );
}
