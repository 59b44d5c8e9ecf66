import { useLooseT } from '../../crud/looseT';

/** 未退还 / 已退还 (no dictionary holds the cooperation fee's two statuses). */
export function FeeStatusLabel({ status }: { status: number }) {
  const lt = useLooseT();
  return <span data-testid={`fee-status-${status}`}>{lt(`resources.cooperationFees.statuses.${status}`)}</span>;
}
