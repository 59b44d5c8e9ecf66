import { makeStyles, tokens } from '@fluentui/react-components';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { formatYuan } from '@shared/domain/money';
import { createElement } from 'react';
import { DescriptionGrid } from '../../crud/detail/DescriptionGrid';
import type { DetailField } from '../../crud/detail/types';
import { DictLabels, RegionName } from '../projects/cells';
import { AssignmentTable } from './assignment';
import { partyNames, StatusLabel, YesNo } from './cells';
import { ownerContractDetails } from './index';
import { OtherExpenseTable, PlatformInfoTable, ProductionTable, ProjectInfoTable, ResourceProviderTable } from './summaries';

const yuan = (key: keyof OwnerContract & string): DetailField<OwnerContract> => ({ key, render: (c) => formatYuan(c[key] as string) });
const percent = (key: keyof OwnerContract & string): DetailField<OwnerContract> => ({ key, render: (c) => `${c[key] as string} %` });
const parties = (key: 'partyJia' | 'partyYi' | 'partyJiaOld' | 'partyYiOld'): DetailField<OwnerContract> => ({ key, render: (c) => partyNames(c[key]) || '—' });

/** The contract's own fields: what it is, its parties (consortium members in order), its money as typed. */
const fields = (c: OwnerContract): DetailField<OwnerContract>[] => [
  'code',
  'name',
  ...(c.oldName ? (['oldName'] as const) : []),
  'tenantName',
  { key: 'statusContract', render: (x) => createElement(StatusLabel, { status: x.statusContract }) },
  'signDate',
  { key: 'isDirect', render: (x) => createElement(YesNo, { value: x.isDirect }) },
  { key: 'isConsortium', render: (x) => createElement(YesNo, { value: x.isConsortium }) },
  parties('partyJia'),
  parties('partyYi'),
  // The parties before the last modify, only once a modify changed them.
  ...(partyNames(c.partyJiaOld) ? [parties('partyJiaOld')] : []),
  ...(partyNames(c.partyYiOld) ? [parties('partyYiOld')] : []),
  { key: 'mainIndustry', render: (x) => createElement(DictLabels, { code: 'xmhy', keys: x.mainIndustry }) },
  { key: 'otherIndustry', render: (x) => createElement(DictLabels, { code: 'xmhy', keys: x.otherIndustry }) },
  { key: 'regionCode', render: (x) => createElement(RegionName, { code: x.regionCode }) },
  'addr',
  yuan('jiananFee'),
  percent('jiananFeeRatio'),
  percent('surveyRate'),
  yuan('surveyFee'),
  percent('designRate'),
  yuan('designFee'),
  yuan('surveyTotalFee'),
  yuan('currContractAmount'),
  ...(c.version > 0 ? [yuan('currContractAmountBefore')] : []),
  percent('platformFeeRatio'),
  percent('sysFeeRatio'),
  percent('bizFeeRatio'),
  yuan('projectCostFee'),
  yuan('payTotalAmount'),
  yuan('costSurplus'),
  'version',
  'createUserName',
  'createDeptName',
  'createTime',
  { key: 'scale', wide: true },
  ...(c.changeReason ? [{ key: 'changeReason', wide: true }] : []),
  { key: 'remark', wide: true },
];

const useStyles = makeStyles({
  tables: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, padding: tokens.spacingHorizontalL, alignItems: 'flex-start' },
});

/** 基本信息: the summary tables of spec 2 §2 first (what the money does), then every field of the contract. */
export function OwnerContractInfo({ record }: { record: OwnerContract }) {
  const styles = useStyles();
  return (
    <div data-testid="owner-contract-info">
      <div className={styles.tables}>
        <ProjectInfoTable contract={record} />
        <AssignmentTable contract={record} />
        <PlatformInfoTable contract={record} />
        <ProductionTable contract={record} />
        <ResourceProviderTable contract={record} />
        <OtherExpenseTable contract={record} />
      </div>
      <DescriptionGrid resource={ownerContractDetails.name} columns={ownerContractDetails.columns} fields={fields(record)} record={record} />
    </div>
  );
}
