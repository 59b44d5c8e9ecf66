import { workbenchEndpoints } from '@shared/api/workbenchEndpoints';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';

/** The workbench's figures (desktop/workbench): one call, refreshed each time the workbench is entered after a minute. */
export const workbenchQuery = () =>
  queryOptions({ queryKey: ['desk', 'workbench'] as const, queryFn: () => callEndpoint(workbenchEndpoints.figures), staleTime: 60_000 });
