import { useTranslation } from 'react-i18next';
import i18next from 'i18next';

/** A translator for keys built at run time (resources.<name>.fields.<field>): the framework's keys are data. */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

export function useLooseT(): LooseT {
  const { t } = useTranslation();
  return t as unknown as LooseT;
}

export const looseT: LooseT = (key, options) => (i18next.t as unknown as LooseT)(key, options);
