import { personalEndpoints } from '@shared/api/personalEndpoints';
import type { AgreementTextCode } from '@shared/domain/agreementText';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';

export const personalKeys = {
  all: ['personal'] as const,
  profile: () => [...personalKeys.all, 'profile'] as const,
  cert: () => [...personalKeys.all, 'cert'] as const,
  agreement: (code: string) => [...personalKeys.all, 'agreement', code] as const,
};

export const profileQuery = () => queryOptions({ queryKey: personalKeys.profile(), queryFn: () => callEndpoint(personalEndpoints.profile) });
/** Read again at every opening of the tab: a reviewer's decision (and its reason) shows at once (issue 15). */
export const certQuery = () => queryOptions({ queryKey: personalKeys.cert(), queryFn: () => callEndpoint(personalEndpoints.certDetail), staleTime: 0 });
export const agreementQuery = (code: AgreementTextCode) =>
  queryOptions({ queryKey: personalKeys.agreement(code), queryFn: () => callEndpoint(personalEndpoints.agreementText, { code }), staleTime: 10 * 60_000 });
