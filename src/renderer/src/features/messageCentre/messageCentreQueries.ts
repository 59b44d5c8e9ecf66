import { endpoints } from '@shared/api/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';
import { shellKeys } from '../../shell/shellQueries';

/** '' every open notice, '0' the unread, '1' the read. */
export type ReadFilter = '' | '0' | '1';

/**
 * Under the shell's notice keys, so reading one (which invalidates them) refreshes this list, the
 * marquee and the unread badge together.
 */
export const messageCentreQuery = (filter: ReadFilter, current: number, size: number) =>
  queryOptions({
    queryKey: [...shellKeys.notices(), 'centre', { filter, current, size }] as const,
    queryFn: () => callEndpoint(endpoints.noticeList, { status: 1, ...(filter ? { isRead: Number(filter) } : {}), current, size }),
    placeholderData: (previous) => previous,
  });
