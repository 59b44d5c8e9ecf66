import type { Endpoint } from '@shared/api/endpoints';
import type { ComponentType, ReactNode } from 'react';

/**
 * A field of a print view: labelled `<labels>.<key>` in the current language, its value formatted by
 * its kind — money with two decimals (and thousands separators), a date as yyyy-MM-dd HH:mm:ss, a
 * percent with its sign — or by `show` (a status's label, parties by name).
 */
export interface PrintField<Rec> {
  key: string;
  kind?: 'text' | 'money' | 'date' | 'percent';
  show?: (record: Rec) => ReactNode;
  /** Takes the whole width of the table (a long text). */
  wide?: boolean;
}

/**
 * One printable record (issue 18): a route /print/<kind>/{id} opened for whoever may open the record's
 * own page (`lists`, as a detail page's detailOf), the record read through the same detail call as
 * its screen, a title, the fields, and tables of its own below them.
 */
export interface PrintDescriptor<Rec extends { id: string }> {
  kind: string;
  /** The record's detail call, as the screen reads it. */
  detail: Endpoint<{ id: string }, Rec>;
  /** i18n key of the document's title (业主项目合同). */
  title: string;
  /** i18n prefix of the field labels (resources.ownerContractDetails.fields). */
  labels: string;
  /** The record's name under the title, and the PDF's suggested file name. */
  name: (record: Rec) => string;
  fields: (record: Rec) => PrintField<Rec>[];
  /** Tables after the fields (a contract's projects), each keeping its rows whole across pages. */
  sections?: ComponentType<{ record: Rec }>[];
}
