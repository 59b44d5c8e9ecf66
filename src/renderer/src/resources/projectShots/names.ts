import type { ShotVariant } from '@shared/domain/projectShot';

/** Each variant's resource name: its labels (resources.<name>), its queries and its drafts. */
export const SHOT_RESOURCE_NAMES: Record<ShotVariant, 'shotTasks' | 'siteSurveys' | 'internalTasks'> = {
  mgr: 'shotTasks',
  survey: 'siteSurveys',
  internal: 'internalTasks',
};
