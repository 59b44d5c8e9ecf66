import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

const ProductionContractDetailPage = lazy(() => import('../contractProductions/ProductionContractDetailPage'));
const ResourceContractDetailPage = lazy(() => import('../contractResources/ResourceContractDetailPage'));

/**
 * /contract/zq_details/{id}: the payment-type contracts (支付类: production service and
 * resource-provider service, whose amounts are paid out of the owner contract's project cost).
 * Both kinds share the family, so `?kind=resource` names the table; production is the default.
 */
export default function ZqDetailsPage() {
  const [params] = useSearchParams();
  return <Suspense fallback={null}>{params.get('kind') === 'resource' ? <ResourceContractDetailPage /> : <ProductionContractDetailPage />}</Suspense>;
}
