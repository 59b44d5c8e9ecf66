/**
 * The demo contracts every contracting organisation holds (CEM_DEMO only): names, money and parties
 * as a person would have typed them. seed/demo-contracts.ts turns them into rows with the shared
 * formulas, so every derived amount is what the server itself would have written.
 * Party ids: 'self' is the recording organisation; other ids are the demo organisations.
 */
export type DemoPartyRef = 'self' | '100005' | '100006' | '100007' | '100008' | '100009' | '100010';

export interface DemoSubContract {
  kind: 'platform' | 'project' | 'basic' | 'production' | 'resource';
  name: string;
  status: 1 | 2 | 3 | 5;
  jia: DemoPartyRef;
  yi: DemoPartyRef;
  /** The amount (production, platform family); resource contracts give the commission percent. */
  amount?: string;
  commissionPercent?: string;
  /** fbhtlx keys (production). */
  type?: string;
  text: string;
}

export interface DemoOwnerContract {
  /** Code suffix (HT-<tenant>-<suffix>); unsigned contracts and drafts have none. */
  code?: string;
  name: string;
  /** The demo project (its filing's name) the contract is associated with. */
  project: string;
  status: 0 | 1 | 2 | 3 | 4 | 5;
  /** The amounts the contract went through, oldest first: the last is its current amount; each step after the first is a modify. */
  amounts: string[];
  /** The reason of each modify (one per amount after the first). */
  reasons: string[];
  jiananFee: string;
  surveyRate: string;
  designRate: string;
  platformFeeRatio: string;
  sysFeeRatio: string;
  bizFeeRatio: string;
  /** A consortium: party B is the platform unit together with a second member. */
  consortium?: boolean;
  industry: string;
  scale: string;
  remark: string;
  /** Days after the project's creation that it was recorded (never later than now). */
  day: number;
  subs: DemoSubContract[];
}

export const DEMO_MODIFY_REASONS = ['业主追加室内精装修设计范围，合同金额相应调整', '增加幕墙及泛光照明专项设计，经双方协商调整合同金额'];

export const DEMO_OWNER_CONTRACTS: DemoOwnerContract[] = [
  {
    code: '001',
    name: '滨江新区文化艺术中心设计合同',
    project: '滨江新区文化艺术中心',
    status: 2,
    amounts: ['10000000.00', '11000000.00', '12000000.00'],
    reasons: DEMO_MODIFY_REASONS,
    jiananFee: '150000000.00',
    surveyRate: '0.50',
    designRate: '8.00',
    platformFeeRatio: '3.00',
    sysFeeRatio: '2.00',
    bizFeeRatio: '5.00',
    industry: '1',
    scale: '总建筑面积约4.2万平方米，含大剧院、美术馆及配套商业，设计范围为方案至施工图全过程设计',
    remark: '分阶段付款，施工图审查通过后支付至80%',
    day: 5,
    subs: [
      { kind: 'production', name: '滨江新区文化艺术中心幕墙专项设计分包合同', status: 2, jia: '100006', yi: '100008', amount: '3000000.00', type: '1', text: '幕墙及泛光照明专项设计，含深化图纸与现场配合' },
      { kind: 'production', name: '滨江新区文化艺术中心施工图审查合同', status: 1, jia: '100006', yi: '100009', amount: '1200000.00', type: '3', text: '施工图设计文件审查及复审' },
      { kind: 'resource', name: '滨江新区文化艺术中心资源方服务合同', status: 2, jia: '100006', yi: '100007', commissionPercent: '5.00', text: '项目信息对接、业主关系维护及商务协调服务' },
      { kind: 'platform', name: '滨江新区文化艺术中心平台服务合同', status: 2, jia: 'self', yi: '100006', amount: '360000.00', text: '平台技术服务、合同及资金结算管理' },
      { kind: 'project', name: '滨江新区文化艺术中心项目管理合同', status: 1, jia: 'self', yi: '100006', amount: '500000.00', text: '设计全过程项目管理及进度协调' },
      { kind: 'basic', name: '滨江新区文化艺术中心业主分配合同', status: 2, jia: '100005', yi: 'self', amount: '240000.00', text: '业主单独分配的专项咨询费用' },
    ],
  },
  {
    name: '城南污水处理厂提标改造设计合同',
    project: '城南污水处理厂提标改造',
    status: 1,
    amounts: ['4800000.00'],
    reasons: [],
    jiananFee: '60000000.00',
    surveyRate: '0.60',
    designRate: '7.40',
    platformFeeRatio: '3.00',
    sysFeeRatio: '2.00',
    bizFeeRatio: '5.00',
    industry: '2',
    scale: '日处理规模10万吨，提标至地表水准IV类，含深度处理单元及配套管网改造设计',
    remark: '待业主盖章',
    day: 8,
    subs: [],
  },
  {
    code: '003',
    name: '长江大道综合管廊设计合同',
    project: '长江大道综合管廊',
    status: 5,
    amounts: ['8600000.00'],
    reasons: [],
    jiananFee: '120000000.00',
    surveyRate: '0.80',
    designRate: '6.50',
    platformFeeRatio: '2.50',
    sysFeeRatio: '1.50',
    bizFeeRatio: '4.00',
    consortium: true,
    industry: '2',
    scale: '管廊全长6.8公里，三舱断面，联合体承担勘察设计',
    remark: '项目已竣工，合同归档',
    day: 3,
    subs: [{ kind: 'production', name: '长江大道综合管廊结构设计分包合同', status: 5, jia: '100006', yi: '100008', amount: '1800000.00', type: '1', text: '管廊主体结构及节点设计' }],
  },
  {
    code: '004',
    name: '城南污水处理厂提标改造勘察合同',
    project: '城南污水处理厂提标改造',
    status: 3,
    amounts: ['1500000.00'],
    reasons: [],
    jiananFee: '60000000.00',
    surveyRate: '2.50',
    designRate: '0.00',
    platformFeeRatio: '3.00',
    sysFeeRatio: '2.00',
    bizFeeRatio: '5.00',
    industry: '2',
    scale: '厂区岩土工程详细勘察及地形测量',
    remark: '项目暂停，合同随之暂停',
    day: 4,
    subs: [],
  },
  {
    name: '滨江新区文化艺术中心景观设计合同',
    project: '滨江新区文化艺术中心',
    status: 0,
    amounts: ['2000000.00'],
    reasons: [],
    jiananFee: '150000000.00',
    surveyRate: '0.00',
    designRate: '1.50',
    platformFeeRatio: '3.00',
    sysFeeRatio: '2.00',
    bizFeeRatio: '5.00',
    industry: '7',
    scale: '室外景观及屋顶花园设计',
    remark: '草稿，待补充附件',
    day: 12,
    subs: [],
  },
  {
    code: '006',
    name: '长江大道综合管廊监理咨询合同',
    project: '长江大道综合管廊',
    status: 4,
    amounts: ['900000.00'],
    reasons: [],
    jiananFee: '120000000.00',
    surveyRate: '0.00',
    designRate: '0.75',
    platformFeeRatio: '3.00',
    sysFeeRatio: '2.00',
    bizFeeRatio: '5.00',
    industry: '2',
    scale: '设计阶段咨询服务',
    remark: '业主取消委托，合同作废',
    day: 6,
    subs: [],
  },
];
