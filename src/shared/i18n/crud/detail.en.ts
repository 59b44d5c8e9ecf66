import type { detailZh } from './detail.zh';

export const detailEn: { [K in keyof typeof detailZh]: string } = {
  tabs: 'Detail sections',
  info: 'Basic information',
  unavailable: 'The details cannot be opened',
  back: 'Back',
  loading: 'Loading the details…',
};
