import type { ComponentType, ReactNode } from 'react';
import type { ResourceDescriptor, RowAction } from '../types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResource = ResourceDescriptor<any, any>;

/**
 * A field of a detail page's header or description grid, labelled resources.<resource>.fields.<key>.
 * Its value is formatted by `render`, else by the resource's column of the same key, else shown as text.
 */
export type DetailField<Rec> = (keyof Rec & string) | { key: string; render?: (record: Rec) => ReactNode; wide?: boolean };

/** A list embedded in a tab: a child resource, the parent filters it always sends, its own height. */
export interface EmbeddedList {
  resource: AnyResource;
  /** Sent with every page call and never shown in the search form (the parent's id). */
  fixedFilters: Record<string, string>;
  /** The table's height in px; default EMBEDDED_LIST_HEIGHT. */
  height?: number;
  /** Whose drafts the list's add form keeps (`<resource>:<scope>:add`); default the parent record's id. */
  scope?: string;
}

interface TabBase {
  /** The address's ?tab= value: a tab survives a reload and can be linked. */
  name: string;
  /** i18n key of the tab's label. */
  label: string;
  /** Button permission code (menu/buttons); absent means everyone with the page sees the tab. */
  permission?: string;
}

/** A tab shows the record's fields, an embedded list, or a component of the resource's own. */
/** `shows`: whether this record has the tab at all (a tab some kinds of record do not have); absent: always. */
type RecordTab<Rec> = TabBase & { shows?: (record: Rec) => boolean };

export type DetailTab<Rec> =
  | (RecordTab<Rec> & { fields: DetailField<Rec>[] })
  | (RecordTab<Rec> & { list: (record: Rec) => EmbeddedList })
  | (RecordTab<Rec> & { Component: ComponentType<{ record: Rec }> });

/**
 * A detail page: the record is read through the resource's detail call (its query key is the
 * resource's ['<name>', 'detail', id], so a save of the resource refreshes it); the page is routed
 * by one entry in resources/registry.ts.
 */
export interface DetailDescriptor<Rec extends { id: string }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: ResourceDescriptor<Rec, any>;
  /** The header: the first field is the heading (and the tab's title), the others follow it. */
  title: DetailField<Rec>[];
  /** The first tab is the one shown when the address names none, or one that does not exist. */
  tabs: DetailTab<Rec>[];
  /** Buttons of the header acting on the record (打印, 导出PDF), each with its permission and visible rule as a list row's. */
  actions?: RowAction<Rec>[];
}

export const EMBEDDED_LIST_HEIGHT = 420;
