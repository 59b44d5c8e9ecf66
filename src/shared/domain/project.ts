/**
 * Projects (spec 3 §3): the records shared by every part of the project area. The filing's and the
 * initiation's own rules live in projectRecord.ts and projectInitiation.ts; what every tab of the
 * project detail page reads is here.
 */

/**
 * An organisation taking part in a filing, a project or a contract (spec 2 §3's party objects):
 * bizId is the organisation's tenant id, deptName its name as picked.
 */
export interface ProjectParty {
  bizId: string;
  deptName: string;
  code: string;
  logo: string;
}

/** Not in the spec: messages every part of the project area answers. */
export const PROJECT_MESSAGES = {
  notFound: '项目不存在或已删除',
  /** A party that is not (or no longer) one of the caller's partners of the needed category, or is disabled. */
  partyNotPartner: '所选单位不是本单位的合作单位或已停用',
  /** Spec 3 §5: a filing's or a project's required name (and the initiation's code and record), 1–200. */
  nameRequired: '请填写，200个字内',
  /** Spec 3 §5: a required select without its own wording (type, main industry, phases). */
  select: '请选择',
  /** Spec 3 §5: the project's region. */
  region: '请选择项目所在地',
  /** Spec 3 §5: the owner unit. */
  owner: '请选择业主单位',
  /** Not in the spec: the filing a project or a task record is made from. */
  record: '请选择备案项目',
  recordNotFound: '所选备案项目不存在或已删除',
  /** A project phase (phase plans, outcomes, publications, review files). */
  phase: '请选择项目阶段',
  phaseNotOfProject: '所选阶段不是该项目的阶段',
  /** Materials, archives and review files. */
  fileName: '请输入文件名称',
} as const;

/** Initiated project status (dictionary xmzt). */
export const PROJECT_STATUS = { pending: 1, running: 2, paused: 3, completed: 4, terminated: 5 } as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];

/** An initiated project (立项, spec 3 §3 project initiation and project list fields). */
export interface Project {
  id: string;
  tenantId: string;
  /** The owning organisation's name (what a party reading another organisation's project sees first). */
  tenantName: string;
  code: string;
  name: string;
  recordId: string;
  recordCode: string;
  recordName: string;
  /** xmlx key. */
  type: string;
  /** xmjd keys, comma-joined. */
  phaseKeys: string;
  mainIndustry: string;
  /** xmhy keys, comma-joined. */
  otherIndustry: string;
  regionId: string;
  detailAddr: string;
  scale: string;
  remark: string;
  statusInitiation: number;
  statusTender: number;
  statusContract: number;
  /** 0 direct, 1 not direct. */
  isDirectSign: 0 | 1;
  ownerDeptId: string;
  ownerName: string;
  ownerCode: string;
  resProviderList: ProjectParty[];
  mainPlatform: ProjectParty | null;
  otherPlatformList: ProjectParty[];
  /** User ids of members of the project's organisation, with their names. */
  mgrBizPerson: string;
  mgrBizPersonName: string;
  mgrOperate: string;
  mgrOperateName: string;
  statusTime: string;
  createUser: string;
  createUserName: string;
  createDeptName: string;
  createTime: string;
}
