import type { Page } from '@shared/api/envelope';
import type { Endpoint } from '@shared/api/endpoints';
import type { PrintOutput } from '@shared/domain/print';
import type { StatusMachine } from '@shared/domain/statusMachine';
import type { SelectOption } from './endpointOptions';
import type { ExcelDeclaration } from './actions/excel/types';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

type Params = Record<string, unknown>;
/** A query key to invalidate after a save or an action (['notices'], ['notices', 'unread']). */
export type QueryKey = readonly unknown[];

export type FormMode = 'add' | 'edit' | 'view' | 'modify';

/** A search input of a list page (text inputs are limited to 100 characters). */
export type SearchField =
  /** `max`: a shorter limit than the 100 characters of every search text (a material's file name: 30). */
  | { name: string; kind: 'text'; max?: number }
  | { name: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: string; kind: 'dateRange'; from: string; to: string }
  /** One day (yyyy-MM-dd): a report's as-of date. */
  | { name: string; kind: 'date' }
  /** The region cascader's first level (the province's two-digit code). */
  | { name: string; kind: 'province' }
  /** A select of a cached dictionary's entries (dict/dictionary `code`), labelled in the person's language. */
  | { name: string; kind: 'dict'; code: string }
  /** A select of a look-up's whole list (job posts, roles), the same choices as the form's OptionsField. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | { name: string; kind: 'options'; endpoint: Endpoint<any, any>; toOptions: (data: any) => SelectOption[] };

export interface Column<Rec> {
  /** The field, labelled by resources.<resource>.fields.<key>. */
  key: string;
  width?: number;
  /** 'end': a figure's column, right-aligned head and cells, so amounts line up by their decimals (moneyColumn, percentColumn). */
  align?: 'end';
  render?: (record: Rec) => ReactNode;
  /** A dictionary column's code (dictColumn): its labels come from the cached dictionary. */
  dict?: string;
  /**
   * How 导出 writes the column (issue 18): money and percent as numbers with two decimals, date as
   * yyyy-MM-dd HH:mm:ss, fixed choices as their labels (i18n keys). The column helpers set it
   * (moneyColumn, dateColumn, percentColumn in crud/columns.tsx; dictColumn's `dict`); absent, the
   * record's value is written as text, whatever the cell renders. false: the export leaves the
   * column out (a cell the page composes from its own words, a change's description): a blank or
   * raw column would say something other than the screen.
   */
  exportAs?: ColumnExport | false;
}

/**
 * A column's kind in an export: see Column.exportAs. The core writes the cells from the records it
 * pages through, so a kind is data, never a function: 'fileSize' as formatFileSize shows it;
 * 'richText': the editor's HTML as its plain words; 'day': a time's yyyy-MM-dd (dayColumn); `part`: an object's (or each listed object's)
 * property, joined by crud.listSeparator (a contract's parties by deptName), read from the record's
 * `from` when the column's key only names its heading; `join`: a list of values (or of options' labels) joined by that text, as the cell joins them;
 * 'text': the record's value as it is, said on purpose (a cell that decorates it, a link's text).
 */
export type ColumnExport =
  | 'text'
  | 'money'
  | 'date'
  | 'percent'
  | 'fileSize'
  | 'richText'
  | 'day'
  | { options: { value: string; label: string }[]; join?: string }
  | { part: string; from?: string }
  | { join: string };

export interface FieldsProps {
  mode: FormMode;
}

/**
 * One mode of a resource's drawer form. A declared mode is a button (add on the toolbar, the others
 * on each row) and a form; an absent mode has neither.
 */
export interface ModeDeclaration<Rec> {
  /** Where the form submits (absent for view). Edit and modify send the record's id with the values. */
  endpoint?: Endpoint<Params, unknown>;
  /** The mode's shared schema (src/shared/domain); the route checks the same. */
  schema?: z.ZodType;
  /** i18n key of the drawer's title; default crud.<mode>Title (crud.modify.title) with the resource's name. */
  title?: string;
  /** i18n key of the mode's button; default crud.<mode> (crud.modify.button). */
  label?: string;
  /** Button permission code (menu/buttons); absent means allowed. */
  permission?: string;
  /** The row button only for the records this accepts (modify only what is signed). */
  visible?: (record: Rec) => boolean;
  /**
   * The draft key of the mode's form; default `<resource>:add`, `<resource>:edit:<id>`,
   * `<resource>:modify:<id>` (owner is the resource's name, scoped when one form serves several owners).
   */
  draftKey?: (owner: string, id?: string) => string;
  /** Other queries a save changes besides the resource's own ([name] is always invalidated). */
  invalidates?: QueryKey[];
  /** Given the server's answer once it saved (not when queued offline): what only that answer holds (a client secret shown once). */
  onSaved?: (data: unknown) => void;
  /** The endpoint chosen by the parsed values (a consortium contract's own submit call); `endpoint` otherwise. */
  endpointFor?: (values: FieldValues) => Endpoint<Params, unknown> | undefined;
  /** Further submit buttons beside the main one (保存草稿), each with its own schema and body additions. */
  extraSubmits?: ExtraSubmit<Rec>[];
}

/** A second way to submit a mode's form: its own button, schema (a draft needs less) and fields added to the body. */
export interface ExtraSubmit<Rec> {
  /** The button's test id is `crud-submit-<key>`. */
  key: string;
  /** i18n key of the button. */
  label: string;
  schema: z.ZodType;
  /** Added to the parsed values (statusContract: 0). */
  body?: FieldValues;
  /** Only for the records this accepts (a draft's own edit); always on add. */
  visible?: (record: Rec | undefined) => boolean;
}

/** Modify (变更): the fields it may change, each shown with its old value; a required change reason. */
export interface ModifyDeclaration<Rec> extends ModeDeclaration<Rec> {
  endpoint: Endpoint<Params, unknown>;
  /** modifySchema(editSchema) from src/shared/domain/changeHistory.ts: the values, id and changeReason. */
  schema: z.ZodType;
  changeable: string[];
  /** The old value as the "before" column shows it (a dictionary's label, a region's name); default String(value). */
  format?: (field: string, record: Rec) => string;
}

export interface Modes<Rec> {
  add?: ModeDeclaration<Rec> & { endpoint: Endpoint<Params, unknown> };
  edit?: ModeDeclaration<Rec> & { endpoint: Endpoint<Params, unknown> };
  view?: ModeDeclaration<Rec>;
  modify?: ModifyDeclaration<Rec>;
}

interface ActionBase<Rec> {
  /** Unique in the descriptor; the button's test id is `action-<key>` unless testId says otherwise. */
  key: string;
  /** i18n key of the button (and of the dialog's title unless `title` says otherwise). */
  label: string;
  title?: string;
  /** Button permission code (menu/buttons); absent means allowed. */
  permission?: string;
  /** A row action's button only for the records this accepts. */
  visible?: (record: Rec) => boolean;
  /** What the action changes besides this resource's own queries ([name] is always invalidated). */
  invalidates?: QueryKey[];
  testId?: string;
}

/** A confirmation, then one call. */
export interface ConfirmAction<Rec> extends ActionBase<Rec> {
  kind: 'confirm';
  /** i18n key of the question ({{count}}: the number of records); default crud.actions.confirm with the label. */
  message?: string;
  endpoint: Endpoint<Params, unknown>;
  params: (records: Rec[]) => Params;
  /** The shared message shown when it succeeded (MESSAGES.deleted); default MESSAGES.updated. */
  success?: string;
}

/** A small dialog form (fields of the resource, a shared schema), then one call. */
export interface FormAction<Rec> extends ActionBase<Rec> {
  kind: 'form';
  schema: z.ZodType;
  /** The dialog's fields (TextField, SelectField… labelled resources.<resource>.fields.<name>). */
  Fields: ComponentType;
  initial: (records: Rec[]) => FieldValues;
  endpoint: Endpoint<Params, unknown>;
  params: (values: FieldValues, records: Rec[]) => Params;
  success?: string;
}

/** The status-change dialog driven by a machine of src/shared/domain (one record at a time). */
export interface StatusAction<Rec> extends ActionBase<Rec> {
  kind: 'status';
  /** Any machine whose records this resource's rows are (its status type is the machine's own). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  machine: StatusMachine<any, Rec>;
  endpoint: Endpoint<Params, unknown>;
  /** The call's parameters (path parameters included); default the change itself: { id, status, ...fields }. */
  params?: (change: { id: string; status: number } & Record<string, unknown>, record: Rec) => Params;
  /** Fields of the record shown read-only above the choice (the customer's name). */
  summary?: string[];
}

/** Goes to another screen (a detail page): `to` builds the address. */
export interface NavigateAction<Rec> extends ActionBase<Rec> {
  kind: 'navigate';
  to: (record: Rec) => string;
}

/** Opens the add form with values taken from the row (a department's sub-department: its parent preset). */
export interface AddAction<Rec> extends ActionBase<Rec> {
  kind: 'add';
  initial: (record: Rec) => FieldValues;
}

/** 打印 / 导出PDF (issue 18): the record's print view (`to`, a /print/ route), printed or saved as a PDF named `fileName`. */
export interface PrintAction<Rec> extends ActionBase<Rec> {
  kind: 'print';
  output: PrintOutput;
  to: (record: Rec) => string;
  fileName: (record: Rec) => string;
}

export type RowAction<Rec> = ConfirmAction<Rec> | FormAction<Rec> | StatusAction<Rec> | NavigateAction<Rec> | AddAction<Rec> | PrintAction<Rec>;
/** Acts on the checked rows; with none checked it says 请选择至少一条数据. */
export type BulkAction<Rec> = ConfirmAction<Rec> | FormAction<Rec>;

/**
 * What a resource declares; the list page and drawer form do the rest. Endpoints come from the
 * shared catalogue, schemas from src/shared/domain (the server checks the same).
 */
export interface ResourceDescriptor<Rec extends { id: string }, Values extends FieldValues> {
  /** i18n: resources.<name>.name and resources.<name>.fields.<field>. */
  name: string;
  /** Other queries a save, removal or action makes stale (crud/invalidation.ts); its own [name] always are. */
  invalidates?: readonly QueryKey[];
  endpoints: {
    page: Endpoint<Params, Page<Rec>>;
    /** Absent for resources that are only added and listed (follow-up records). */
    detail?: Endpoint<{ id: string }, Rec>;
  };
  modes: Modes<Rec>;
  /** Write-only fields (a storage or SMS secret): sent with the form, never kept in its local draft. */
  secretFields?: readonly string[];
  /** Delete with confirmation, one row or the checked ones. */
  remove?: {
    endpoint: Endpoint<Params, unknown>;
    permission?: string;
    params?: (ids: string[]) => Params;
    /** The rows that may be removed (not an archived one): the row's button shows only for them. */
    visible?: (record: Rec) => boolean;
  };
  rowActions?: RowAction<Rec>[];
  /**
   * A row shows at most this many buttons; when it has more, the first ones less one stay and the
   * rest go under 更多 (a screen with many row actions, so the table keeps room for its columns).
   * Absent: every button inline.
   */
  rowButtonsInline?: number;
  bulkActions?: BulkAction<Rec>[];
  columns: Column<Rec>[];
  search: SearchField[];
  empty: Values;
  toValues: (record: Rec) => Values;
  Fields: ComponentType<FieldsProps>;
  /**
   * A tree list (departments): the page endpoint answers the roots, each with its children under
   * `children`; the list shows them indented, each branch opened and closed by its toggle, no paging.
   */
  tree?: { children: (record: Rec) => Rec[] | undefined };
  /** 导出 / 导入 / 下载模板 on the toolbar (crud/actions/excel): the sheet's columns and permissions. */
  excel?: ExcelDeclaration;
  /** false: no 导出 on this list (it has nothing to export). Otherwise 导出 writes the columns shown, or `excel`'s when it declares an export. */
  export?: false;
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
  /** false: no 导出 on this list. */
  export?: false;
  /** A line under the table drawn from the page the list fetched (a report's totals of the whole search). */
  footer?: (page: Page<Rec> | undefined) => ReactNode;
}
