import type { OwnerContract } from '@shared/domain/contractOwner';
import type { ContractParty } from '@shared/domain/contract';
import { looseT } from '../../crud/looseT';
import type { FieldFile } from '../../features/uploads/fields';

/** The owner contract form's values: parties by id (the server fills the rest), money as typed text. */
export interface OwnerContractValues {
  name: string;
  oldName: string;
  code: string;
  isDirect: string;
  isConsortium: string;
  projectList: { projectId: string; projectName: string }[];
  mainIndustry: string;
  otherIndustry: string;
  regionCode: string;
  addr: string;
  scale: string;
  partyJia: string;
  partyJiaName: string;
  /** One id, or a consortium's ids comma-joined. */
  partyYi: string;
  signDate: string;
  jiananFee: string;
  jiananFeeRatio: string;
  surveyRate: string;
  surveyFee: string;
  designRate: string;
  designFee: string;
  surveyTotalFee: string;
  contractAmountRatio: string;
  currContractAmount: string;
  platformFeeRatio: string;
  platformFee: string;
  sysFeeRatio: string;
  sysFee: string;
  bizFeeRatio: string;
  bizFee: string;
  projectCostFee: string;
  exPlatformFee: string;
  exProjectFee: string;
  scanAttach: FieldFile[];
  remark: string;
}

export const EMPTY: OwnerContractValues = {
  name: '',
  oldName: '',
  code: '',
  isDirect: '0',
  isConsortium: '0',
  projectList: [{ projectId: '', projectName: '' }],
  mainIndustry: '',
  otherIndustry: '',
  regionCode: '',
  addr: '',
  scale: '',
  partyJia: '',
  partyJiaName: '',
  partyYi: '',
  signDate: '',
  jiananFee: '',
  jiananFeeRatio: '',
  surveyRate: '',
  surveyFee: '',
  designRate: '',
  designFee: '',
  surveyTotalFee: '',
  contractAmountRatio: '',
  currContractAmount: '',
  platformFeeRatio: '',
  platformFee: '',
  sysFeeRatio: '',
  sysFee: '',
  bizFeeRatio: '',
  bizFee: '',
  projectCostFee: '',
  exPlatformFee: '',
  exProjectFee: '',
  scanAttach: [],
  remark: '',
};

const ids = (p: ContractParty | ContractParty[] | undefined) => ([] as ContractParty[]).concat(p ?? []).map((x) => x.bizId).join(',');

export const toValues = (c: OwnerContract): OwnerContractValues => ({
  name: c.name,
  oldName: c.oldName,
  code: c.code,
  isDirect: String(c.isDirect),
  isConsortium: String(c.isConsortium),
  projectList: c.projectList.map((p) => ({ projectId: p.projectId, projectName: p.projectName ?? '' })),
  mainIndustry: c.mainIndustry,
  otherIndustry: c.otherIndustry,
  regionCode: c.regionCode,
  addr: c.addr,
  scale: c.scale,
  partyJia: c.partyJia?.bizId ?? '',
  partyJiaName: c.partyJia?.deptName ?? '',
  partyYi: ids(c.partyYi),
  signDate: c.signDate,
  jiananFee: c.jiananFee,
  jiananFeeRatio: c.jiananFeeRatio,
  surveyRate: c.surveyRate,
  surveyFee: c.surveyFee,
  designRate: c.designRate,
  designFee: c.designFee,
  surveyTotalFee: c.surveyTotalFee,
  contractAmountRatio: c.contractAmountRatio,
  currContractAmount: c.currContractAmount,
  platformFeeRatio: c.platformFeeRatio,
  platformFee: c.platformFee,
  sysFeeRatio: c.sysFeeRatio,
  sysFee: c.sysFee,
  bizFeeRatio: c.bizFeeRatio,
  bizFee: c.bizFee,
  projectCostFee: c.projectCostFee,
  exPlatformFee: c.exPlatformFee,
  exProjectFee: c.exProjectFee,
  scanAttach: c.scanAttach.map((a) => ({ key: a.attachId, attachId: a.attachId, name: a.name, size: a.size, link: a.link })),
  remark: c.remark,
});

/** The parties as text (a list's cell, the modify form's old values). */
export const partyNames = (p: ContractParty | ContractParty[] | undefined): string =>
  ([] as ContractParty[])
    .concat(p ?? [])
    .map((x) => x.deptName)
    .join(looseT('crud.listSeparator'));
