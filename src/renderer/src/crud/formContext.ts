import { createContext, useContext } from 'react';
import type { FormMode } from './types';

/** What the fields of an open form read: the resource (for labels), the mode and the record. */
export interface CrudFormContextValue {
  resource: string;
  mode: FormMode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  record?: any;
}
export const CrudFormContext = createContext<CrudFormContextValue>({ resource: '', mode: 'view' });
export const useCrudForm = () => useContext(CrudFormContext);
