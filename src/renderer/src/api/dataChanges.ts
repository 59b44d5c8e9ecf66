import type { Query } from '@tanstack/react-query';
import type { ModuleName } from '@shared/api/modules';

/** A write the core announced (data-changed): its module and path family (contract-owner-arrive). */
export interface DataChange {
  module: ModuleName;
  family: string;
}

/** Writes that make a query's answer stale: every write of a module, or only those on the named families. */
export interface ChangeSource {
  module: ModuleName;
  families?: readonly string[];
}

/**
 * A query's meta naming the writes it is read from, so a write made in any window refetches it
 * (useDataChangeSync). A query without it is refreshed only by its own screen's saves.
 */
export function changedBy(...sources: ChangeSource[]): { changedBy: readonly ChangeSource[] } {
  return { changedBy: sources };
}

function sourcesOf(query: Query): readonly ChangeSource[] {
  const sources = (query.meta as { changedBy?: unknown } | undefined)?.changedBy;
  return Array.isArray(sources) ? (sources as ChangeSource[]) : [];
}

/** Whether any of `changes` touches what the query reads. */
export function isStaledBy(query: Query, changes: readonly DataChange[]): boolean {
  return sourcesOf(query).some((s) => changes.some((c) => c.module === s.module && (!s.families || s.families.includes(c.family))));
}
