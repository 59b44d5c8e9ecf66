/**
 * What has been requested (payment requests, 请款) against a payment-type contract so far. The finance
 * issue's payment requests fill it; until then nothing is requested and every contract answers '0.00'.
 * Read inside the write's transaction (after lockOwnerContract) by the modify rules of production and
 * resource contracts (当前合同已请款金额<=变更后本合同金额。).
 */
import type { Executor } from '../db/database';

export async function requestedTotal(trx: Executor, kind: string, contractId: string): Promise<string> {
  void trx;
  void kind;
  void contractId;
  return '0.00';
}
