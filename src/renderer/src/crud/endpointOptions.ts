import type { Endpoint } from '@shared/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/callEndpoint';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The choices of a look-up that answers its whole list without parameters (post/select, role/tree),
 * as options. One cache entry per endpoint, shared by the form field and the search input.
 */
export function useEndpointOptions<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  endpoint: Endpoint<any, R>,
  toOptions: (data: R) => SelectOption[],
): SelectOption[] {
  const lookup = endpoint as Endpoint<void, R>;
  const found = useQuery({ queryKey: ['options', lookup.module, lookup.path], queryFn: () => callEndpoint(lookup), staleTime: 60_000 });
  return found.data ? toOptions(found.data) : [];
}
