/** Tables of the personal centre (migration 2026-11-23-050-personal-centre). */
export interface UserProfileTable {
  /** One row per person: the profile is the person's, not an organisation's. */
  user_id: string;
  card_no: string;
  sex: string;
  area_code: string;
  addr: string;
  birthday: string;
  educational: string;
  degree: string;
  university: string;
  major: string;
  position: string;
  email: string;
  wechat: string;
  qq: string;
  resume: string;
  /** A new avatar waiting for review while avatar_audit is on; '' when none. */
  pending_avatar: string;
  update_time: string;
}

export interface ExpertCertTable {
  user_id: string;
  phone: string;
  real_name: string;
  area_code: string;
  sex: string;
  position: string;
  educational: string;
  university: string;
  major: string;
  industry_name: string;
  major_name: string;
  /** Image links, comma-joined. */
  certificate: string;
  /** 0 uncertified, 1 under review, 2 certified, 3 rejected. */
  status: number;
  reason: string;
  submit_time: string;
  review_user: string;
  review_org: string;
  review_time: string;
  /** The organisation reviewing the application: the applicant's at submission ('' before issue 15). */
  tenant_id: string;
}

export interface InviteCodeTable {
  code: string;
  tenant_id: string;
  dept_id: string;
  create_user: string;
  create_time: string;
  /** Null only in databases from before issue 20 (the seeded demo codes, removed by its migration). */
  expires_at: string | null;
  /** Set when an administrator revokes the code: it is refused from then on. */
  revoked_at: string | null;
}

export interface AgreementTextTable {
  code: string;
  title: string;
  content: string;
  update_time: string;
}

export interface PersonalTables {
  user_profile: UserProfileTable;
  expert_cert: ExpertCertTable;
  invite_code: InviteCodeTable;
  agreement_text: AgreementTextTable;
}
