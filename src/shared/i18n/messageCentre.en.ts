/** English twins of messageCentre.zh.ts; the compiler checks every key is here. */
import type { Translations } from './index';

export const messageCentreEn: Translations['messageCentre'] = {
  filter: 'Read status',
  all: 'All',
  unread: 'Unread',
  read: 'Read',
  unreadMark: 'Unread',
  empty: 'No messages',
  loading: 'Loading…',
  category: 'Type',
  title: 'Title',
  createTime: 'Published',
  status: 'Status',
  open: 'Open {{title}}',
};
