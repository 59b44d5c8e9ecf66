import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { callEndpoint } from '../../api/callEndpoint';
import type { ArrivalEndpoints } from './index';

/**
 * Reads the picked contract's figures (its amount, whether it is signed directly, what already
 * arrived on it) into the form: the rates' operands and the bank section's switch. An edit keeps the
 * record's own "arrived besides this one".
 */
export function ContractFigures({ endpoints, contractField, adding }: { endpoints: ArrivalEndpoints; contractField: string; adding: boolean }) {
  const form = useFormContext();
  const contractId = String(useWatch({ name: contractField }) ?? '');
  const summary = useQuery({
    queryKey: ['picker', 'arrival-summary', endpoints.summary.path, contractId],
    queryFn: () => callEndpoint(endpoints.summary, { contractId }),
    enabled: Boolean(contractId),
  }).data;
  useEffect(() => {
    if (!summary) return;
    form.setValue('contractAmount', summary.contractAmount);
    form.setValue('isDirect', summary.isDirect);
    if (adding) form.setValue('arrivedOther', summary.arrivedAmount);
  }, [summary, form, adding]);
  return null;
}
