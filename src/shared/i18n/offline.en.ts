/** English twins of offline.zh.ts. */
import type { Translations } from './index';

export const offlineEn: Translations['offline'] = {
  banner: {
    title: 'You are offline',
    dataTime: 'Showing data from {{time}}. It will refresh when the connection is back.',
    noData: 'Data will refresh when the connection is back.',
  },
  unavailable: {
    title: 'Not available offline',
    body: 'This has not been saved on this computer yet. It will load when the connection is back.',
  },
  outbox: {
    pending_one: '{{count}} submission waiting for the network',
    pending_other: '{{count}} submissions waiting for the network',
    settled_one: '{{count}} submission has an answer',
    settled_other: '{{count}} submissions have an answer',
    open: 'View',
    heading: 'Pending submissions',
    intro: 'Submissions made while offline wait here and are sent once the connection is back, never twice.',
    status: { pending: 'Waiting for network', sending: 'Sending', succeeded: 'Submitted', failed: 'Failed' },
    createdAt: 'Submitted at {{time}}',
    cancel: 'Cancel submission',
    dismiss: 'OK',
    reopen: 'Reopen form',
    close: 'Close',
    empty: 'Nothing is waiting to be submitted.',
  },
  draft: {
    restored: 'Restored the draft saved at {{time}}.',
    discard: 'Discard draft',
    waiting: 'This form’s submission is waiting for the network and will be sent when it is back. Please do not submit it again.',
    failed: 'The last submission did not succeed: {{message}}',
  },
  submit: {
    pending: 'You are offline. The submission is kept in the pending list and will be sent when the connection is back.',
  },
};

