import type { Twin } from './twin';
import type { statsZh } from './stats.zh';

export const statsEn: Twin<typeof statsZh> = {
  title: 'Statistics',
  tech: 'Technology companies',
  mgr: 'Management companies',
  design: 'Design companies',
  tabs: 'Company kind',
};
