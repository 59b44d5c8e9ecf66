import type { JobPostOption, RoleNode } from '@shared/api/orgPickerEndpoints';
import type { SelectOption } from '../../crud/endpointOptions';

/** The role tree as one list, parents before their children. */
export const roleOptions = (nodes: RoleNode[]): SelectOption[] => nodes.flatMap((n) => [{ value: n.id, label: n.name }, ...roleOptions(n.children ?? [])]);

export const postOptions = (posts: JobPostOption[]): SelectOption[] => posts.map((p) => ({ value: p.id, label: p.postName }));
