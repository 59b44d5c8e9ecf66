/**
 * The declaration of one resource served by the generic builder (register.ts): its table, its
 * endpoints with their shared schemas, and only what is special to it as data or small functions.
 */
import type { z } from 'zod';
import type { Endpoint } from '@shared/api/endpoints';
import type { StatusMachine } from '@shared/domain/statusMachine';
import type { Executor } from '../../db/database';
import type { ScopeWhere, TenantTable } from '../../repositories/tenant-rows';
import type { Caller } from '../caller';
import type { FilterRule, SortDeclaration } from './filters';

// The builder serves endpoints of any parameter and response types; each handler's shape is the resource's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;

/** The input of a write, as the shared schema parsed it. */
export type Input = Record<string, unknown> & { id?: string };

/**
 * A resource's own extra condition on the table's rows for this caller (qualify columns with `table`).
 * The caller's data scopes (src/server/http/scopes) are added to every resource by its declared name
 * without being declared; both go into every read, update and delete the builder makes — pages,
 * details, writes, status changes, modifies, removes and the parent checks of child resources.
 */
export type ScopeRule = (caller: Caller, table: string) => ScopeWhere | undefined;

/** A child resource lives under a row of its parent (follow-up records of a customer). */
export interface ParentDeclaration {
  table: TenantTable;
  /** The parent's declared resource name, whose data scope the child is inside of (the table's name by default). */
  name?: string;
  /** The child's column holding the parent's id. */
  column: string;
  /** The field naming the parent in the page query, the submit body and, optionally, the remove call. */
  field: string;
  /** Answered when the parent is not a row of the caller's organisation (客户不存在或已删除). */
  notFound: string;
  scope?: ScopeRule;
  /**
   * The page may leave the parent out: it then lists the children of every parent the caller may
   * reach (a project's materials on /archive/material, across the organisation's projects).
   */
  optionalInPage?: boolean;
}

/** Runs inside the write's transaction, before the write: throw an HttpError to refuse (nothing is written). */
export type BeforeWrite<Row, In = Input> = (trx: Executor, input: In, caller: Caller, existing: Row | undefined) => Promise<void> | void;

/** A status change along a machine from src/shared/domain, written only while the row may still make it. */
export interface StatusChangeDeclaration<Row> {
  endpoint: AnyEndpoint;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  machine: StatusMachine<any, any>;
  /** The status column (status). */
  column?: string;
  /** The call's name for the target status when it is not `status` (changeStatus/{id}/{statusContract}). */
  field?: string;
  /** The call's name for the row's id when it is not `id` (project-org/change-status?orgId&status); read from the query too. */
  idField?: string;
  /** The menu's button code the caller's roles must be granted. */
  button?: string;
  /** The record the machine reads (its kind); the API record by default. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  machineRecord?: (row: Row) => any;
  /** Columns of the fields the target made required (the contract code for signed), written in the same statement. */
  toUpdate?: (input: Input, caller: Caller) => Record<string, unknown>;
  beforeWrite?: BeforeWrite<Row>;
}

/** Modify (变更): new values and a change_history row in one transaction, and the history's page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ModifyDeclaration<Row, M extends Input = any> {
  endpoint: AnyEndpoint;
  /** modifySchema(editSchema): the edit's fields, the id and the required change reason. */
  schema: z.ZodType<M>;
  button?: string;
  /** Columns the modify changes. */
  toUpdate: (input: M, caller: Caller, existing: Row) => Record<string, unknown>;
  /** A page of ChangeHistory for one record (changeHistoryPageQuerySchema: recordId, current, size). */
  history?: AnyEndpoint;
}

/** `In`: the submit schema's output (the add or edit form's values). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ResourceDeclaration<Row, Rec, In extends Input = any> {
  table: TenantTable;
  /** Rows of the operator tenant, served to its members only: anyone else gets 403 on every endpoint. */
  operatorOnly?: boolean;
  /** Names the resource in change_history (contract-owner) and for data scopes; the table's name by default. */
  name?: string;
  notFound: string;
  endpoints: { page?: AnyEndpoint; detail?: AnyEndpoint; submit?: AnyEndpoint; update?: AnyEndpoint; remove?: AnyEndpoint };
  schemas: {
    /** The page query (current, size and the search fields). */
    page?: z.ZodType;
    /** The submit's schema, or one chosen by the body (add and edit forms differ). */
    submit?: z.ZodType<In> | ((body: unknown) => z.ZodType<In>);
    /** { id } of the detail call (idSchema by default). */
    detail?: z.ZodType<{ id: string }>;
    /** { ids } of the remove call (idsSchema by default). */
    remove?: z.ZodType<{ ids: string[] }>;
  };
  filters?: Record<string, FilterRule>;
  sort?: SortDeclaration;
  /** Adds the creator's name and department name to the rows (create_user_name, create_dept_name); 'name' for a table without create_dept. */
  creator?: boolean | 'name';
  /** Columns the table has for the creator's department and the update time. */
  columns?: { createDept?: boolean; updateTime?: boolean };
  parent?: ParentDeclaration;
  scope?: ScopeRule;
  toRecord: (row: Row) => Rec;
  /** Completes records from lookups made once per answer (a dictionary's labels; `rows`: the answer's rows, for their child rows). */
  enrich?: (db: Executor, rows: readonly Row[]) => Promise<(record: Rec) => Rec>;
  /** Fields computed by a shared formula from the input; they replace whatever the client sent. */
  computed?: (input: In) => Record<string, unknown>;
  /** Columns of a new row (id, tenant, creator and times are added). */
  toInsert?: (input: In, caller: Caller) => Record<string, unknown>;
  /** Columns an edit changes. */
  toUpdate?: (input: In, caller: Caller, existing: Row) => Record<string, unknown>;
  /** Runs in the write's transaction for submits (existing undefined when adding) and modifies. */
  beforeWrite?: BeforeWrite<Row, In>;
  /** Runs in the submit's transaction after the row is written (`id` the new or edited row): its child rows (a contract's projects). */
  afterWrite?: (trx: Executor, input: In, caller: Caller, id: string, existing: Row | undefined) => Promise<void>;
  /** Rows that belong to removed records (their follow-ups, their read marks), removed in the same transaction. */
  removeDependents?: (trx: Executor, tenantId: string, ids: string[], caller: Caller) => Promise<void>;
  /** The menu's button codes for adding, editing and removing. */
  buttons?: { add?: string; edit?: string; remove?: string };
  statusChanges?: StatusChangeDeclaration<Row>[];
  modify?: ModifyDeclaration<Row>;
  /** Further writes that set a few columns of one row (feedback's update-status), each with its schema. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  updates?: { endpoint: AnyEndpoint; schema: z.ZodType<any>; button?: string; toUpdate: (input: any, caller: Caller, existing: Row) => Record<string, unknown>; beforeWrite?: BeforeWrite<Row, any> }[];
}
