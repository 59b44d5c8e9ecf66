import type { ProductionContract } from '@shared/domain/contractProduction';
import type { ResourceContract } from '@shared/domain/contractResource';
import type { DetailTab } from '../../crud/detail/types';

/** The payment-type contract detail pages' tabs (H5: the contract's payment requests and payments); empty until filled. */
export const paymentProductionTabs: DetailTab<ProductionContract>[] = [];
export const paymentResourceTabs: DetailTab<ResourceContract>[] = [];
