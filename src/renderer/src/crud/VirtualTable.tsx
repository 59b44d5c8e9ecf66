import { Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { cellStyle, VirtualRow } from './VirtualRow';

export const ROW_HEIGHT = 44;

const useStyles = makeStyles({
  // Its own stacking context: the sticky head and actions layer inside the table, never over the page's popups.
  scroller: { overflow: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, isolation: 'isolate' },
  row: { display: 'flex', alignItems: 'center', borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, boxSizing: 'border-box', minWidth: '100%' },
  head: { position: 'sticky', top: 0, zIndex: 2, backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  cell: { flex: '1 0 120px', paddingInline: tokens.spacingHorizontalM, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  check: { flex: '0 0 44px', display: 'flex', justifyContent: 'center' },
  // A row's native check box in the size and brand colour of Fluent's (the head's).
  box: { width: '16px', height: '16px', margin: 0, cursor: 'pointer', accentColor: tokens.colorCompoundBrandBackground },
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
  align?: 'end';
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
  const someChecked = !allChecked && props.rows.some((r) => props.selected.has(r.id));
  const actionsStyle = useMemo(() => (props.actionsWidth ? { flex: `0 0 ${props.actionsWidth}px` } : undefined), [props.actionsWidth]);
  const classes = useMemo(
    () => ({ row: styles.row, check: styles.check, cell: styles.cell, actions: styles.actions, box: styles.box }),
    [styles.row, styles.check, styles.cell, styles.actions, styles.box],
  );
  // One toggle for every row, the same across renders (memoised rows keep theirs); it reads the
  // selection as last rendered.
  const latest = useRef({ selected: props.selected, onSelect: props.onSelect });
  useLayoutEffect(() => {
    latest.current = { selected: props.selected, onSelect: props.onSelect };
  });
  const toggle = useCallback((id: string, checked: boolean) => {
    const next = new Set(latest.current.selected);
    if (checked) next.add(id);
    else next.delete(id);
    latest.current.onSelect(next);
  }, []);
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
              <VirtualRow
                key={record.id}
                record={record}
                start={item.start}
                height={ROW_HEIGHT}
                minWidth={rowMinWidth}
                checked={props.selected.has(record.id)}
                onToggle={selectable ? toggle : null}
                selectLabel={props.selectRowLabel}
                columns={props.columns}
                actions={props.actions}
                actionsStyle={actionsStyle}
                classes={classes}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
