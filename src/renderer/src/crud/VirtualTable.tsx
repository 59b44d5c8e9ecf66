import { Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

export const ROW_HEIGHT = 44;

const useStyles = makeStyles({
  // Its own stacking context: the sticky head and actions layer inside the table, never over the page's popups.
  scroller: { overflow: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, isolation: 'isolate' },
  row: { display: 'flex', alignItems: 'center', borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, boxSizing: 'border-box', minWidth: '100%' },
  head: { position: 'sticky', top: 0, zIndex: 2, backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  cell: { flex: '1 0 120px', paddingInline: tokens.spacingHorizontalM, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  check: { flex: '0 0 44px', display: 'flex', justifyContent: 'center' },
  // Labels longer than two characters (更新状态) stay on one line: buttons take their text's width.
  // Pinned to the right edge: on a narrow window the row's buttons stay in sight while the columns scroll.
  actions: {
    flex: '0 0 200px',
    display: 'flex',
    alignSelf: 'stretch',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalS,
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke2}`,
    '& button': { whiteSpace: 'nowrap', minWidth: 'auto' },
  },
  headActions: { backgroundColor: tokens.colorNeutralBackground3 },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export interface TableColumn<Rec> {
  key: string;
  label: string;
  width?: number;
  render: (record: Rec) => ReactNode;
}

/** A table whose rows are virtualised (@tanstack/react-virtual): a 200-row page stays smooth. */
export function VirtualTable<Rec extends { id: string }>(props: {
  rows: Rec[];
  columns: TableColumn<Rec>[];
  height: number;
  selected: Set<string>;
  onSelect: (next: Set<string>) => void;
  /** Row buttons; none for a read-only list (no actions column). */
  actions?: (record: Rec) => ReactNode;
  /** Row check boxes; false for a list nothing can be done to in bulk. */
  selectable?: boolean;
  actionsLabel: string;
  /** Wider when a resource adds its own row actions to view, edit and delete. */
  actionsWidth?: number;
  emptyText: string;
  selectAllLabel: string;
  selectRowLabel: (record: Rec) => string;
}) {
  const styles = useStyles();
  const selectable = props.selectable ?? true;
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders the table itself as it scrolls: not memoised by the compiler, and need not be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: props.rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const allChecked = props.rows.length > 0 && props.rows.every((r) => props.selected.has(r.id));
  const someChecked = props.rows.some((r) => props.selected.has(r.id));
  const cellStyle = (c: TableColumn<Rec>) => (c.width ? { flex: `0 0 ${c.width}px` } : undefined);
  const actionsStyle = props.actionsWidth ? { flex: `0 0 ${props.actionsWidth}px` } : undefined;
  // Every row is at least as wide as all its cells (bases plus padding), the same for head and body so
  // the columns line up; on a narrow window the rows scroll sideways and the pinned actions stay.
  const rowMinWidth =
    (selectable ? 44 : 0) + props.columns.reduce((sum, c) => sum + (c.width ?? 120) + 24, 0) + (props.actions ? (props.actionsWidth ?? 200) + 16 : 0);
  return (
    <div ref={scroller} className={styles.scroller} style={{ maxHeight: props.height }} role="table" data-testid="crud-table" aria-rowcount={props.rows.length + 1}>
      <div role="row" className={mergeClasses(styles.row, styles.head)} style={{ height: ROW_HEIGHT, minWidth: `max(100%, ${rowMinWidth}px)` }}>
        {selectable && (
          <div role="columnheader" className={styles.check}>
            <Checkbox
              aria-label={props.selectAllLabel}
              checked={allChecked ? true : someChecked ? 'mixed' : false}
              onChange={() => props.onSelect(allChecked ? new Set() : new Set(props.rows.map((r) => r.id)))}
            />
          </div>
        )}
        {props.columns.map((c) => (
          <div role="columnheader" key={c.key} className={styles.cell} style={cellStyle(c)}>
            {c.label}
          </div>
        ))}
        {props.actions && (
          <div role="columnheader" className={mergeClasses(styles.actions, styles.headActions)} style={actionsStyle}>
            {props.actionsLabel}
          </div>
        )}
      </div>
      {props.rows.length === 0 ? (
        <div className={styles.empty}>{props.emptyText}</div>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const record = props.rows[item.index];
            return (
              <div
                role="row"
                key={record.id}
                data-testid="crud-row"
                className={styles.row}
                style={{ position: 'absolute', top: 0, left: 0, width: '100%', minWidth: `${rowMinWidth}px`, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                {selectable && (
                  <div role="cell" className={styles.check}>
                    <Checkbox
                      aria-label={props.selectRowLabel(record)}
                      checked={props.selected.has(record.id)}
                      onChange={(_, d) => {
                        const next = new Set(props.selected);
                        if (d.checked) next.add(record.id);
                        else next.delete(record.id);
                        props.onSelect(next);
                      }}
                    />
                  </div>
                )}
                {props.columns.map((c) => (
                  <div role="cell" key={c.key} className={styles.cell} style={cellStyle(c)}>
                    {c.render(record)}
                  </div>
                ))}
                {props.actions && (
                  <div role="cell" className={styles.actions} style={actionsStyle}>
                    {props.actions(record)}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
