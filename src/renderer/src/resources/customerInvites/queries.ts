import { endpoints } from '@shared/api/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';
import { dropEmpty } from '../../crud/listMath';

/** Spec 1 §6: the invite list shows technology companies (orgCategory kj) in normal standing (status 1). */
export const INVITE_FILTER = { orgCategory: 'kj', status: 1 } as const;

export type InviteFilters = { compName: string; current: number; size: number };

/** Query keys of the invite list: ['customerInvites', 'list', filters]. */
export const inviteQueries = {
  list: (filters: InviteFilters) =>
    queryOptions({
      queryKey: ['customerInvites', 'list', filters] as const,
      queryFn: () => callEndpoint(endpoints.bizAttentionList, dropEmpty({ ...INVITE_FILTER, ...filters })),
      placeholderData: keepPreviousData,
    }),
};
