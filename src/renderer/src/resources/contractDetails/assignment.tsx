import { makeStyles, mergeClasses, MessageBar, MessageBarBody, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { ownerAssignment, type AssignmentLine } from '@shared/domain/contractSummary';
import { formatYuan } from '@shared/domain/money';
import { useLooseT } from '../../crud/looseT';
import { useOwnerContract, useSummaryStyles, type OwnerContractSource } from './summaryTable';

const T = 'resources.ownerContractDetails';

const useStyles = makeStyles({
  nested: { paddingLeft: tokens.spacingHorizontalXXL },
  total: { borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}` },
});

/**
 * 分配: how the owner contract amount divides — platform, system and business fees and the project
 * cost, the project cost in turn into what production, resource-provider contracts and other expenses
 * hold, what unsigned contracts reserve and what is left. The parts are exact decimal arithmetic on the
 * server's figures (contractSummary.ts), so they add up to the amount to the fen; shares are rounded.
 */
export function AssignmentTable(source: OwnerContractSource) {
  const contract = useOwnerContract(source);
  const styles = useStyles();
  const box = useSummaryStyles();
  const lt = useLooseT();
  if (!contract) return null;
  const a = ownerAssignment(contract);
  const line = (l: AssignmentLine, nested = false) => (
    <TableRow key={l.key} data-testid={`assignment-${l.key}`}>
      <TableCell className={mergeClasses(box.label, nested && styles.nested)}>{lt(`${T}.fields.${l.key}`)}</TableCell>
      <TableCell className={box.money} data-testid={`assignment-${l.key}-amount`}>
        {formatYuan(l.amount)}
      </TableCell>
      <TableCell className={box.money}>{l.share} %</TableCell>
    </TableRow>
  );
  const [projectCost, ...fees] = [a.fees[3], ...a.fees.slice(0, 3)];
  return (
    <section className={box.box} data-testid="summary-assignment">
      <Subtitle2 as="h3" className={box.title}>
        {lt(`${T}.summaries.assignment`)}
      </Subtitle2>
      {!a.balanced && (
        <MessageBar intent="error">
          <MessageBarBody>{lt(`${T}.summaries.unbalanced`)}</MessageBarBody>
        </MessageBar>
      )}
      <Table size="small" aria-label={lt(`${T}.summaries.assignment`)}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{lt(`${T}.summaries.item`)}</TableHeaderCell>
            <TableHeaderCell className={box.money} button={{ className: box.moneyHead }}>
              {lt(`${T}.summaries.amount`)}
            </TableHeaderCell>
            <TableHeaderCell className={box.money} button={{ className: box.moneyHead }}>
              {lt(`${T}.summaries.share`)}
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {fees.map((l) => line(l))}
          {line(projectCost)}
          {a.cost.map((l) => line(l, true))}
          <TableRow className={styles.total} data-testid="assignment-total">
            <TableCell className={mergeClasses(box.label, box.strong)}>{lt(`${T}.summaries.total`)}</TableCell>
            <TableCell className={mergeClasses(box.money, box.strong)} data-testid="assignment-total-amount">
              {formatYuan(a.amount)}
            </TableCell>
            <TableCell className={box.money}>{a.amount === '0.00' ? '0.00' : '100.00'} %</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </section>
  );
}
