import { Badge } from '@fluentui/react-components';
import { groupAccountNumber, type BankCard } from '@shared/domain/bankCard';
import { looseT } from '../../crud/looseT';
import type { Column } from '../../crud/types';
import { dateColumn, labelColumn, optionLabels } from '../../crud/columns';

/** The bank card columns, shared by the screen and the enterprise detail page's tab. */
export const columns: Column<BankCard>[] = [
  { key: 'accName', width: 220 },
  // Grouped in fours, as printed on a card: easier to read aloud and compare.
  // Grouping is for reading on screen; the export writes the digits as one text, as they are typed into a bank's form.
  { key: 'bankAcc', width: 230, exportAs: 'text', render: (r) => <span data-testid="bank-acc">{groupAccountNumber(r.bankAcc)}</span> },
  { key: 'openBank', width: 170 },
  {
    key: 'isDefault',
    width: 90,
    exportAs: optionLabels({ 1: 'resources.bankCards.defaultTag', 0: 'resources.bankCards.defaults.0' }),
    render: (r) =>
      r.isDefault === 1 ? (
        <Badge appearance="tint" color="brand">
          {looseT('resources.bankCards.defaultTag')}
        </Badge>
      ) : (
        looseT('resources.bankCards.defaults.0')
      ),
  },
  labelColumn('accType', 'resources.bankCards.accTypes', [1, 2], { width: 150 }),
  { key: 'remark', width: 140 },
  dateColumn('createTime', { width: 170 }),
];
