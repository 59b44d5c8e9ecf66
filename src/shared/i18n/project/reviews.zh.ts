/**
 * Projects (issue 15), reviews: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
export const projectReviewsZh = {
  resources: {},
  messages: {},
} as const;
