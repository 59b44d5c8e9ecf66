import { resourceQueries } from '../../crud/resourceQueries';
import { notices } from './index';

/** ['notices', 'list', filters], ['notices', 'detail', id]. */
export const noticeQueries = resourceQueries(notices);
