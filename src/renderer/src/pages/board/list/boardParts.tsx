/**
 * The wall screen's pieces shared by /board/list, /board/detail and /board/company: a dark surface
 * (Fluent's dark theme, so tables and buttons read on a dark wall), panels with a title, big figures,
 * and a paged table shell.
 */
import { FluentProvider, makeStyles, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens, webDarkTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  surface: {
    // The board frame's header is 56px: the wall's dark reaches the bottom of the window.
    minHeight: 'calc(100vh - 56px)',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    backgroundColor: '#0b1426',
    backgroundImage: 'radial-gradient(circle at 20% 0%, #16305c 0%, #0b1426 60%)',
    color: tokens.colorNeutralForeground1,
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: 'rgba(20, 40, 80, 0.55)',
    border: '1px solid rgba(80, 150, 255, 0.25)',
    minWidth: 0,
  },
  panelTitle: { color: '#7fc4ff', letterSpacing: '1px', margin: 0 },
  figures: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  figureValue: { color: '#4fe3c1', fontVariantNumeric: 'tabular-nums' },
  link: { color: '#7fc4ff', textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  number: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
});

export function BoardSurface({ children, testId }: { children: ReactNode; testId: string }) {
  const styles = useStyles();
  return (
    <FluentProvider theme={webDarkTheme} className={styles.surface} data-testid={testId}>
      {children}
    </FluentProvider>
  );
}

export function BoardPanel({ title, children, testId, className }: { title: string; children: ReactNode; testId?: string; className?: string }) {
  const styles = useStyles();
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-label={title} data-testid={testId}>
      <Text as="h2" size={400} weight="semibold" className={styles.panelTitle}>
        {title}
      </Text>
      {children}
    </section>
  );
}

/** Big figures in a row: label above, value below. */
export function BoardFigures({ items }: { items: { key: string; label: string; value: string }[] }) {
  const styles = useStyles();
  return (
    <div className={styles.figures}>
      {items.map((i) => (
        <div key={i.key} className={styles.figure} data-testid={`board-figure-${i.key}`}>
          <Text size={200}>{i.label}</Text>
          <Text size={600} weight="bold" className={styles.figureValue}>
            {i.value}
          </Text>
        </div>
      ))}
    </div>
  );
}

export function BoardLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Link to={to} className={useStyles().link} data-testid={testId}>
      {children}
    </Link>
  );
}

/** Right-aligned tabular digits for money cells. */
export const useNumberCell = () => useStyles().number;

/** A column of a board table: its heading, its cell, and whether it holds a figure (right-aligned). */
export interface BoardColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  figure?: boolean;
}

/** The board's small tables (projects, contracts): one row per record, figures right-aligned. */
export function BoardTable<T>({ label, columns, rows, rowKey, rowTestId }: { label: string; columns: BoardColumn<T>[]; rows: T[]; rowKey: (row: T) => string; rowTestId: string }) {
  const number = useNumberCell();
  const align = (c: BoardColumn<T>) => (c.figure ? number : undefined);
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHeaderCell key={c.key} className={align(c)}>
              {c.label}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((c) => (
              <TableCell key={c.key} className={align(c)}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Loading, failure or the content. */
export function BoardState({ loading, error, children }: { loading: boolean; error: unknown; children: ReactNode }) {
  if (error) return <Text role="alert">{error instanceof Error ? error.message : String(error)}</Text>;
  if (loading) return <Spinner size="small" />;
  return <>{children}</>;
}
