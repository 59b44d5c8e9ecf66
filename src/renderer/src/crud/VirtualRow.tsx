import { memo, type CSSProperties, type ReactNode } from 'react';
import type { TableColumn } from './VirtualTable';

export interface RowClasses {
  row: string;
  check: string;
  cell: string;
  actions: string;
  /** The row's native check box. */
  box: string;
}

interface RowProps<Rec> {
  record: Rec;
  /** Where the virtualiser puts the row; the same for a record for as long as its page is shown. */
  start: number;
  height: number;
  minWidth: number;
  checked: boolean;
  /** Null for a list nothing can be done to in bulk. */
  onToggle: ((id: string, checked: boolean) => void) | null;
  selectLabel: (record: Rec) => string;
  columns: TableColumn<Rec>[];
  actions?: (record: Rec) => ReactNode;
  actionsStyle?: CSSProperties;
  classes: RowClasses;
}

const END: CSSProperties = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

/** A cell's (and its head's) own style: a fixed width, figures right-aligned with digits of equal width. */
export function cellStyle(column: { width?: number; align?: 'end' }): CSSProperties | undefined {
  const width = column.width ? { flex: `0 0 ${column.width}px` } : undefined;
  return column.align === 'end' ? { ...width, ...END } : width;
}

function Row<Rec extends { id: string }>(props: RowProps<Rec>) {
  const { record } = props;
  return (
    <div
      role="row"
      data-testid="crud-row"
      className={props.classes.row}
      style={{ position: 'absolute', top: 0, left: 0, width: '100%', minWidth: props.minWidth, height: props.height, transform: `translateY(${props.start}px)` }}
    >
      {props.onToggle && (
        <div role="cell" className={props.classes.check}>
          {/* Native: one element instead of Fluent's four with their hooks; the head's 全选 (mixed state) stays Fluent's. */}
          <input
            type="checkbox"
            className={props.classes.box}
            aria-label={props.selectLabel(record)}
            checked={props.checked}
            onChange={(e) => props.onToggle?.(record.id, e.currentTarget.checked)}
          />
        </div>
      )}
      {props.columns.map((c) => (
        <div role="cell" key={c.key} className={props.classes.cell} style={cellStyle(c)}>
          {c.render(record)}
        </div>
      ))}
      {props.actions && (
        <div role="cell" className={props.classes.actions} style={props.actionsStyle}>
          {props.actions(record)}
        </div>
      )}
    </div>
  );
}

/**
 * One table row, memoised: as the table scrolls, the virtualiser re-renders the table every frame,
 * and a row already on screen keeps its record, place and props, so only rows coming into view
 * render (with their check box and buttons). Selection re-renders the row whose box changed.
 */
export const VirtualRow = memo(Row) as typeof Row;
