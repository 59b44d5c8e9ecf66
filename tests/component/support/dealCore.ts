import type { ApiCall } from '@shared/bridge';
import type { ButtonNode } from '@shared/domain/menu';
import type { Deal } from './fixtureResource';
import { answerApiCalls, pageOf } from './fakeCore';

export const DEALS: Deal[] = [
  { id: '1001', code: 'HT-001', partner: '远景设计', amount: '1000.00', status: 1 },
  { id: '1002', code: 'HT-002', partner: '城建院', amount: '2000.00', status: 0 },
  { id: '1003', code: 'HT-003', partner: '华东院', amount: '3000.00', status: 3 },
];

/**
 * The fake core answering for the fixture resource: the person's buttons (menu/buttons), the page,
 * each detail; any other call goes to `write` (the answer of a write, or a thrown Refusal).
 */
export function serveDeals(granted: string[], write: (call: ApiCall) => unknown = () => null): void {
  answerApiCalls((call) => {
    if (call.path === 'menu/buttons') return granted.map((code, i): ButtonNode => ({ id: String(i + 1), code, name: code, children: [] }));
    if (call.path === 'deal/page') return pageOf(DEALS);
    if (call.path === 'deal/detail') return DEALS.find((d) => d.id === call.query?.id);
    return write(call);
  });
}
