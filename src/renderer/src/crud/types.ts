import type { Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

type Params = Record<string, unknown>;

export type FormMode = 'add' | 'edit' | 'view';

/** A search input of a list page (text inputs are limited to 100 characters). */
export type SearchField =
  | { name: string; kind: 'text' }
  | { name: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: string; kind: 'dateRange'; from: string; to: string }
  /** The region cascader's first level (the province's two-digit code). */
  | { name: string; kind: 'province' };

export interface Column<Rec> {
  /** The field, labelled by resources.<resource>.fields.<key>. */
  key: string;
  width?: number;
  render?: (record: Rec) => ReactNode;
}

export interface FieldsProps {
  mode: FormMode;
}

/**
 * What a resource declares; the list page and drawer form do the rest. Endpoints come from the
 * shared catalogue, the schema from src/shared/domain (the server checks the same).
 */
export interface ResourceDescriptor<Rec extends { id: string }, Values extends FieldValues> {
  /** i18n: resources.<name>.name and resources.<name>.fields.<field>. */
  name: string;
  /** Other queries a save, removal or action makes stale (crud/invalidation.ts); its own [name] always are. */
  invalidates?: readonly (readonly unknown[])[];
  endpoints: {
    page: Endpoint<Params, Page<Rec>>;
    /** Absent for resources that are only added and listed (follow-up records). */
    detail?: Endpoint<{ id: string }, Rec>;
    submit: Endpoint<Params, Rec>;
    remove: Endpoint<{ ids: string }, null>;
    /** A separate edit call (notice/update); without it, submit adds and edits. */
    update?: Endpoint<Params, Rec>;
  };
  columns: Column<Rec>[];
  search: SearchField[];
  /** The shared schema of the mode's form (the route checks the same). */
  schema: (mode: FormMode) => z.ZodType;
  empty: Values;
  toValues: (record: Rec) => Values;
  Fields: ComponentType<FieldsProps>;
  /** Records are added elsewhere (feedback comes from the top bar's drawer): no add button. */
  noAdd?: boolean;
  /** i18n key naming the edit action and its drawer, when editing is a narrower change (update status). */
  editLabel?: string;
  /** Button permission codes (menu/buttons); absent means allowed. */
  permissions?: { add?: string; edit?: string; remove?: string };
}

/**
 * A list nothing is added to, edited or removed from (statistics): search, table and paging only,
 * no check boxes, no row buttons, no drawer.
 */
export interface ReadOnlyResourceDescriptor<Rec extends { id: string }> {
  name: string;
  readOnly: true;
  endpoints: { page: Endpoint<Params, Page<Rec>> };
  columns: Column<Rec>[];
  search: SearchField[];
}
