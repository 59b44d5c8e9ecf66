import type { deskListsZh, deskZh } from './desk.zh';
import type { Twin } from './twin';

export const deskEn: Twin<typeof deskZh> = {
  pageTitle: 'Workbench',
  greeting: 'Hello, {{name}}',
  welcome: 'Welcome back to your workbench. Here is what is waiting for you.',
  today: 'Today is {{date}}',
  profileTitle: 'Current identity',
  organisation: 'Organisation',
  category: 'Organisation category',
  role: 'Role',
  account: 'Account',
  phone: 'Mobile',
  tenantId: 'Tenant ID',
  notSet: 'Not set',
  userInfoFailed: 'Could not load your user information',
  logout: 'Sign out',
  loggingOut: 'Signing out…',
};

export const deskListsEn: Twin<typeof deskListsZh> = {
  orgs: {
    title: 'My organisations',
    organisation: 'Organisation',
    category: 'Category',
    post: 'Post',
    role: 'Role',
    status: 'Status',
    current: 'Current',
    joinStatus: { JOINED: 'Joined', LOCK: 'Locked', QUIT: 'Left', REFUSE: 'Frozen', APPLY: 'Pending approval' },
  },
  regions: {
    title: 'Administrative regions',
    expand: 'Expand {{name}}',
    collapse: 'Collapse {{name}}',
  },
  feedback: {
    title: 'My feedback',
    add: 'Send feedback',
    empty: 'No feedback yet.',
  },
  work: {
    projects: 'My projects',
    contracts: 'Owner contracts',
    invoices: 'Invoices to collect',
    payables: 'Requests to pay',
    requests: 'My payment requests',
    notices: 'Latest notices',
    openList: 'View all',
    count: '{{count}}',
    amount: '¥{{amount}}',
    due: 'Due within 30 days',
    overdue: 'Overdue',
    none: 'Nothing here yet',
    noNotices: 'No notices',
  },
};
