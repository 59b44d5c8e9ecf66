import { resourceQueries } from '../../crud/resourceQueries';
import { customers } from './index';

/** Query keys and options of customers: ['customers', 'list', filters], ['customers', 'detail', id]. */
export const customerQueries = resourceQueries(customers);
