import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { financeExpenseEndpoints as e, type ProjectMoneyRow } from '@shared/api/financeExpenseEndpoints';
import type { Project } from '@shared/domain/project';
import { formatYuan } from '@shared/domain/money';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import type { DetailTab } from '../../crud/detail/types';
import { looseT } from '../../crud/looseT';

const MONEY: (keyof ProjectMoneyRow)[] = ['currContractAmount', 'invoiceAmount', 'arriveAmount', 'otherFeeAmount', 'requestAmount', 'paidAmount', 'costSurplus'];

/**
 * The project's money (资金): one row per owner contract associating the project, its amount and
 * what was invoiced, arrived, spent otherwise, requested and paid, and the project cost left — all
 * from one call (contract-other-fee/project-money), refreshed by any save of those screens (['projectMoney']).
 */
function ProjectMoney({ record }: { record: Project }) {
  const { t } = useTranslation();
  const read = useQuery({ queryKey: ['projectMoney', record.id], queryFn: () => callEndpoint(e.projectMoney, { projectId: record.id }) });
  const label = (k: string) => looseT(`resources.projectMoney.fields.${k}`);
  if (!read.data) return null;
  if (!read.data.length) return <Text data-testid="project-money-empty">{t('resources.projectMoney.empty')}</Text>;
  return (
    <Table size="small" data-testid="project-money">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{label('name')}</TableHeaderCell>
          <TableHeaderCell>{label('code')}</TableHeaderCell>
          {MONEY.map((k) => (
            <TableHeaderCell key={k}>{label(k)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {read.data.map((r) => (
          <TableRow key={r.contractOwnerId} data-testid={`project-money-${r.contractOwnerId}`}>
            <TableCell>{r.name}</TableCell>
            <TableCell>{r.code}</TableCell>
            {MONEY.map((k) => (
              <TableCell key={k} data-testid={`project-money-${k}`}>
                {formatYuan(String(r[k]))}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The project detail page's money tab (H4). */
export const projectMoneyTabs: DetailTab<Project>[] = [{ name: 'money', label: 'resources.projectMoney.name', Component: ProjectMoney }];
