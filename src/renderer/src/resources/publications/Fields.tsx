import { Button, Field, Text } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { projectEndpoints } from '@shared/api/projectEndpoints';
import { publicationEndpoints } from '@shared/api/publicationEndpoints';
import { isPickableOrganisation } from '@shared/domain/bizAttention';
import { PUBLICATION_LIMITS, PUBLICATION_STATUS_DICT } from '@shared/domain/publication';
import { clipName } from '@shared/domain/upload';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useDictionary } from '../../crud/dictionary';
import { CreatorBlock, DateTimeField, ReferencePicker, SelectField, TextField } from '../../crud/fields';
import { useFieldError, useLabel } from '../../crud/fields/common';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';
import { AttachmentField } from '../../features/uploads/fields';
import { useAttachmentDownload } from '../../features/uploads/useAttachmentDownload';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import type { PublicationValues } from './values';

/** The project's phases (kept with the form when the project is picked) as the phase select's choices. */
function PhaseField() {
  const phases = String(useWatch({ name: 'projectPhaseKeys' }) ?? '').split(',').filter(Boolean);
  const { options } = useDictionary('xmjd');
  return <SelectField name="phaseKey" required options={options.filter((o) => phases.includes(o.value))} />;
}

/** The one file of a task: the upload field in a form, the file with its download when viewed. */
function FileField({ mode }: FieldsProps) {
  const { control } = useFormContext();
  const label = useLabel('attach');
  const error = useFieldError('attach');
  const lt = useLooseT();
  const localise = useLocaliseMessage();
  const { download, message } = useAttachmentDownload();
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Controller
        name="attach"
        control={control}
        render={({ field }) =>
          mode === 'view' ? (
            <Field label={label} validationState={message ? 'warning' : 'none'} validationMessage={message ? localise(message) : undefined}>
              {(field.value as PublicationValues['attach']).map((f) => (
                <div key={f.key} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <Text title={f.name}>{clipName(f.name, 40)}</Text>
                  <Button size="small" appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => void download(f.link, f.name)} data-testid="publication-download">
                    {lt('resources.publications.actions.download')}
                  </Button>
                </div>
              ))}
            </Field>
          ) : (
            <AttachmentField kind="largeAttachment" label={label} value={field.value ?? []} onChange={field.onChange} error={error} testId="publication-attach" />
          )
        }
      />
    </div>
  );
}

/**
 * The publication task form (spec 3 §5 publication). `fixedProject`: opened from a project's page,
 * whose project it keeps; on the global list the project is picked and brings its phases along.
 */
export function publicationFields(fixedProject: boolean) {
  return function PublicationFields({ mode }: FieldsProps) {
    return (
      <>
        {fixedProject || mode !== 'add' ? (
          <TextField name="projectName" readOnly />
        ) : (
          <ReferencePicker
            name="projectId"
            nameField="projectName"
            required
            testId="publication"
            endpoint={projectEndpoints.page}
            search="name"
            value={(p) => p.id}
            label={(p) => p.name}
            onPick={(p, form) => {
              form.setValue('projectPhaseKeys', p.phaseKeys);
              form.setValue('phaseKey', '');
            }}
          />
        )}
        <PhaseField />
        <ReferencePicker
          name="teamId"
          nameField="teamName"
          required
          testId="publication"
          endpoint={publicationEndpoints.publishers}
          search="compName"
          value={(r) => r.tenantId}
          label={(r) => r.compName}
          disabled={(r) => !isPickableOrganisation(r)}
        />
        <TextField name="name" required max={PUBLICATION_LIMITS.name} />
        <SelectField name="type" dictionary="archivedType" />
        <TextField name="publishingNum" required />
        <DateTimeField name="completionTime" required />
        <SelectField name="paperSize" required multiple dictionary="paperSize" />
        <SelectField name="paperType" required multiple dictionary="paperType" />
        <FileField mode={mode} />
        <TextField name="remark" required multiline max={PUBLICATION_LIMITS.remark} />
        <TextField name="describe" required multiline max={PUBLICATION_LIMITS.describe} />
        {mode === 'view' && (
          <>
            <SelectField name="status" readOnly dictionary={PUBLICATION_STATUS_DICT} />
            <TextField name="realCompletionTime" readOnly />
          </>
        )}
        <CreatorBlock />
      </>
    );
  };
}
