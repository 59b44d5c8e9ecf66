/** Feedback management's calls beyond list, save and remove (spec 1 §3, §7): one feedback, and its status. */
import type { Feedback, FeedbackStatusUpdate } from '../domain/feedback';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const feedbackEndpoints = {
  feedbackDetail: system<{ id: string }, Feedback>('GET', 'feedback/detail'),
  feedbackUpdateStatus: system<FeedbackStatusUpdate, Feedback>('POST', 'feedback/update-status'),
} as const;
