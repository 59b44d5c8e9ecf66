import { resourceQueries } from '../../crud/resourceQueries';
import { feedback } from './index';

/** ['feedback', 'list', filters], ['feedback', 'detail', id]. */
export const feedbackQueries = resourceQueries(feedback);
