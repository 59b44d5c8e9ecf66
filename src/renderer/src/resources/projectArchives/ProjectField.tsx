import { projectEndpoints } from '@shared/api/projectEndpoints';
import type { Project } from '@shared/domain/project';
import { TextField, useFieldValue } from '../../crud/fields';
import { ReferencePicker } from '../../crud/fields/ReferencePicker';
import { useCrudForm } from '../../crud/formContext';

/**
 * The project a material, archive or outcome belongs to. In the project page's tab it is that
 * project (projectFixed), shown by name; on the global lists it is picked among the organisation's
 * initiated projects (initiation/list), and the pick brings the project's phases along (phaseKeys,
 * not sent: the schema keeps only its own fields).
 */
export function ProjectField() {
  const { mode } = useCrudForm();
  const fixed = useFieldValue('projectFixed') === '1';
  if (fixed || mode === 'view') return <TextField name="projectName" required readOnly wide />;
  return (
    <ReferencePicker<Project, { name?: string; current?: number; size?: number }>
      name="projectId"
      nameField="projectName"
      required
      wide
      endpoint={projectEndpoints.page}
      search="name"
      value={(p) => p.id}
      label={(p) => p.name}
      detail={(p) => p.code}
      onPick={(p, form) => {
        form.setValue('phaseKeys', p.phaseKeys);
        // A phase chosen for another project is not one of this one's.
        if (form.getValues('phaseKey') && !p.phaseKeys.split(',').includes(String(form.getValues('phaseKey')))) form.setValue('phaseKey', '');
      }}
      testId="archive"
    />
  );
}
