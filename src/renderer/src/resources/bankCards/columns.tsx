import { Badge } from '@fluentui/react-components';
import { groupAccountNumber, type BankCard } from '@shared/domain/bankCard';
import { looseT } from '../../crud/looseT';
import type { Column } from '../../crud/types';

/** The bank card columns, shared by the screen and the enterprise detail page's tab. */
export const columns: Column<BankCard>[] = [
  { key: 'accName', width: 220 },
  // Grouped in fours, as printed on a card: easier to read aloud and compare.
  { key: 'bankAcc', width: 230, render: (r) => <span data-testid="bank-acc">{groupAccountNumber(r.bankAcc)}</span> },
  { key: 'openBank', width: 170 },
  {
    key: 'isDefault',
    width: 90,
    render: (r) =>
      r.isDefault === 1 ? (
        <Badge appearance="tint" color="brand">
          {looseT('resources.bankCards.defaultTag')}
        </Badge>
      ) : (
        looseT('resources.bankCards.defaults.0')
      ),
  },
  { key: 'accType', width: 150, render: (r) => looseT(`resources.bankCards.accTypes.${r.accType}`) },
  { key: 'remark', width: 140 },
  { key: 'createTime', width: 170 },
];
