/** An organisation's status and the changes allowed between them (spec 3 §4), for the route and the dialog alike. */
import { ORG_PROFILE_MESSAGES, ORG_STATUSES, type OrgStatus } from './orgProfile';
import { defineStatusMachine } from './statusMachine';

/** A draft is submitted to normal; normal and disabled swap; either may be cancelled, which is final. */
export const ORG_TRANSITIONS: Record<OrgStatus, readonly OrgStatus[]> = { 0: [1], 1: [3, 4], 3: [1, 4], 4: [] };

export const orgStatusMachine = defineStatusMachine<OrgStatus, { status: number }>({
  resource: 'organisations',
  statuses: ORG_STATUSES,
  targets: (from) => ORG_TRANSITIONS[from] ?? [],
  statusOf: (record) => record.status as OrgStatus,
  refused: ORG_PROFILE_MESSAGES.transition,
  required: ORG_PROFILE_MESSAGES.status,
});
