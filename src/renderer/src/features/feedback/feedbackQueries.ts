import { endpoints } from '@shared/api/endpoints';
import type { FeedbackListQuery } from '@shared/domain/feedback';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';

export const feedbackKeys = {
  all: ['feedback'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (query: Partial<FeedbackListQuery>) => [...feedbackKeys.lists(), query] as const,
};

export const feedbackListQuery = (query: Partial<FeedbackListQuery>) =>
  queryOptions({
    queryKey: feedbackKeys.list(query),
    queryFn: () => callEndpoint(endpoints.feedbackList, query),
  });
