import { makeStyles, Table, TableBody, TableCell, TableRow, Subtitle2, tokens } from '@fluentui/react-components';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLooseT } from '../../crud/looseT';
import { resourceQueries } from '../../crud/resourceQueries';
import { ownerContractDetails } from './index';

/** A summary table reads an owner contract already at hand, or reads it by id (other screens). */
export type OwnerContractSource = { contract: OwnerContract } | { id: string };

/** The owner contract of a summary's props: the one given, else contract-owner/detail (the detail page's own query). */
export function useOwnerContract(source: OwnerContractSource): OwnerContract | undefined {
  const id = 'id' in source ? source.id : '';
  const read = useQuery({ ...resourceQueries(ownerContractDetails).detail(id), enabled: 'id' in source });
  return 'contract' in source ? source.contract : read.data;
}

export const useSummaryStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '280px', flex: '1 1 320px' },
  title: { paddingInline: tokens.spacingHorizontalS },
  label: { color: tokens.colorNeutralForeground3, width: '40%' },
  /** A header cell over money: its button slot is the flex box that holds the text. */
  moneyHead: { justifyContent: 'flex-end' },
  money: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  strong: { fontWeight: tokens.fontWeightSemibold },
});

export interface SummaryRow {
  /** resources.ownerContractDetails.fields.<key>. */
  key: string;
  value: ReactNode;
  money?: boolean;
}

/** A titled two-column table (label, value): the shape of every summary table of spec 2 §2 but the assignment. */
export function SummaryTable({ name, title, rows }: { name: string; title: string; rows: SummaryRow[] }) {
  const styles = useSummaryStyles();
  const lt = useLooseT();
  return (
    <section className={styles.box} data-testid={`summary-${name}`}>
      <Subtitle2 as="h3" className={styles.title}>
        {lt(title)}
      </Subtitle2>
      <Table size="small" aria-label={lt(title)}>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell className={styles.label}>{lt(`resources.ownerContractDetails.fields.${r.key}`)}</TableCell>
              <TableCell className={r.money ? styles.money : undefined} data-testid={`summary-${name}-${r.key}`}>
                {r.value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
