/** English twin of reviews.zh.ts. */
export const projectReviewsEn = {
  resources: {},
  messages: {},
} as const;
