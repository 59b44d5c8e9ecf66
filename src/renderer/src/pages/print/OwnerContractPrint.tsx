import { contractOwnerEndpoints } from '@shared/api/contractOwnerEndpoints';
import type { OwnerContract } from '@shared/domain/contractOwner';
import { createElement } from 'react';
import { useLooseT } from '../../crud/looseT';
import { partyNames, StatusLabel, YesNo } from '../../resources/contractDetails/cells';
import { DictLabels, RegionName } from '../../resources/projects/cells';
import { PrintPage } from './PrintPage';
import type { PrintDescriptor, PrintField } from './types';

type F = PrintField<OwnerContract>;
const money = (key: keyof OwnerContract & string): F => ({ key, kind: 'money' });
const percent = (key: keyof OwnerContract & string): F => ({ key, kind: 'percent' });
const parties = (key: 'partyJia' | 'partyYi'): F => ({ key, show: (c) => partyNames(c[key]) || '—' });

/** 关联项目: the projects the contract associates, a row each. */
function Projects({ record }: { record: OwnerContract }) {
  const lt = useLooseT();
  const T = 'resources.ownerContractDetails.fields';
  return (
    <table data-testid="print-projects">
      <caption>{lt('resources.print.projects')}</caption>
      <thead>
        <tr>
          <th scope="col">{lt(`${T}.projectCode`)}</th>
          <th scope="col">{lt(`${T}.projectName`)}</th>
        </tr>
      </thead>
      <tbody>
        {record.projectList.length === 0 ? (
          <tr>
            <td colSpan={2}>{lt('resources.print.noProjects')}</td>
          </tr>
        ) : (
          record.projectList.map((p) => (
            <tr key={p.projectId}>
              <td>{p.projectCode || '—'}</td>
              <td>{p.projectName || p.projectId}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** The owner contract as its detail page's 基本信息 reads it: what it is, its parties, its money. */
export const ownerContractPrint: PrintDescriptor<OwnerContract> = {
  kind: 'contract-owner',
  detail: contractOwnerEndpoints.detail,
  title: 'resources.print.titles.ownerContract',
  labels: 'resources.ownerContractDetails.fields',
  name: (c) => c.name,
  fields: (c) => [
    { key: 'code' },
    { key: 'statusContract', show: (x) => createElement(StatusLabel, { status: x.statusContract }) },
    { key: 'name', wide: true },
    { key: 'tenantName' },
    { key: 'signDate', kind: 'date' },
    parties('partyJia'),
    parties('partyYi'),
    { key: 'isDirect', show: (x) => createElement(YesNo, { value: x.isDirect }) },
    { key: 'isConsortium', show: (x) => createElement(YesNo, { value: x.isConsortium }) },
    { key: 'mainIndustry', show: (x) => createElement(DictLabels, { code: 'xmhy', keys: x.mainIndustry }) },
    { key: 'regionCode', show: (x) => createElement(RegionName, { code: x.regionCode }) },
    { key: 'addr', wide: true },
    money('jiananFee'),
    percent('jiananFeeRatio'),
    percent('surveyRate'),
    money('surveyFee'),
    percent('designRate'),
    money('designFee'),
    money('surveyTotalFee'),
    money('currContractAmount'),
    ...(c.version > 0 ? [money('currContractAmountBefore')] : []),
    percent('platformFeeRatio'),
    percent('sysFeeRatio'),
    percent('bizFeeRatio'),
    money('projectCostFee'),
    money('payTotalAmount'),
    money('costSurplus'),
    { key: 'createUserName' },
    { key: 'createTime', kind: 'date' },
    { key: 'scale', wide: true },
    ...(c.changeReason ? [{ key: 'changeReason', wide: true }] : []),
    { key: 'remark', wide: true },
  ],
  sections: [Projects],
};

/** /print/contract-owner/{id}. */
export default function OwnerContractPrintPage() {
  return <PrintPage descriptor={ownerContractPrint} />;
}
