import type { pickerZh } from './picker.zh';

export const pickerEn: { [K in keyof typeof pickerZh]: string } = {
  loadMore: 'Load more',
  loading: 'Loading…',
  waiting: 'Choose {{field}} first',
};
