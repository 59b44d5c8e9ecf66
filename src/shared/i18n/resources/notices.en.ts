import type { Twin } from '../twin';
import type { noticesZh } from './notices.zh';

export const noticesEn: Twin<typeof noticesZh> = {
  name: 'notice',
  fields: { category: 'Message type', title: 'Title', content: 'Content', createTime: 'Published', status: 'Status' },
  statuses: { '1': 'Open', '0': 'Closed' },
};
