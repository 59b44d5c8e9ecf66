/** Projects (issue 15): what every part of the project area shares. */
import { PROJECT_MESSAGES } from '../../domain/project';

export const projectCommonZh = {
  resources: {},
  messages: { project: PROJECT_MESSAGES },
} as const;
