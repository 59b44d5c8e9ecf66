import type { PromotionJoinInput } from '@shared/domain/promotion';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { toApiError, unwrap } from '../../api/ApiError';
import { bridge } from '../../bridge/client';

/** A published promotion, asked of the core as a guest call (no session needed). A refusal is an answer: no retries. */
export const publicPromotionQuery = (id: string) =>
  queryOptions({
    queryKey: ['promotion-public', id],
    queryFn: async () => unwrap(await bridge.session.promotion(id).catch((cause: unknown) => Promise.reject(toApiError(cause)))),
    retry: false,
    staleTime: 60_000,
  });

export function useJoinPromotion() {
  return useMutation({
    mutationFn: async (input: PromotionJoinInput) => unwrap(await bridge.session.joinPromotion(input).catch((cause: unknown) => Promise.reject(toApiError(cause)))),
  });
}
