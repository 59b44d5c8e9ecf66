import { projectEndpoints } from '@shared/api/projectEndpoints';
import type { BaseProps } from '../../crud/fields/common';
import { ReferencePicker } from '../../crud/fields';

/**
 * A project of the caller's organisation, by name (initiation/list): the forms of the global lists
 * (materials, archives, outcomes, publications, reviews) pick their project with it. Keeps p.id;
 * `nameField` keeps p.name beside it.
 */
export function ProjectPicker(props: BaseProps & { nameField?: string }) {
  return <ReferencePicker {...props} testId="project-picker" endpoint={projectEndpoints.page} search="name" value={(p) => p.id} label={(p) => p.name} detail={(p) => p.code} />;
}
