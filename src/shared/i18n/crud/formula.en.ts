import type { formulaZh } from './formula.zh';

export const formulaEn: { [K in keyof typeof formulaZh]: string } = {
  placeholder: 'Computed automatically',
};
