/** The personal centre's calls (spec 1 §2, spec 3 §7): profile, account security, certification, invitations, agreements. */
import type { PasswordChange, PhoneChange } from '../domain/accountSecurity';
import type { AgreementText, AgreementTextCode } from '../domain/agreementText';
import type { CertInput, ExpertCert } from '../domain/expertCert';
import type { ActiveInvite, InviteInfo, JoinApplication } from '../domain/invite';
import type { Profile, ProfileInput } from '../domain/profile';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const personalEndpoints = {
  /** The signed-in person's own profile; there is no id: nobody reads another's here. */
  profile: system<void, Profile>('GET', 'user/info'),
  profileUpdate: system<ProfileInput, Profile>('POST', 'user/update-info'),
  passwordUpdate: system<PasswordChange, null>('POST', 'user/update-password'),
  /** The new phone with the code sent to it (send-code, smsCode=change). */
  phoneReset: system<PhoneChange, Profile>('POST', 'user/reset-phone'),
  certDetail: system<void, ExpertCert>('GET', 'user-base/certDetail'),
  certSubmit: system<CertInput, ExpertCert>('POST', 'user-base/certSubmit'),
  /** An administrator's new code for their organisation. */
  inviteGenerate: system<void, InviteInfo>('GET', 'user-invite/gen-invite'),
  inviteInfo: system<{ code: string }, InviteInfo>('GET', 'user-invite/invite-info'),
  /** Asks to join: the person waits (APPLY) until the organisation's administrator decides. */
  inviteJoin: system<{ code: string }, InviteInfo>('POST', 'user-invite/join'),
  /** Ours (issue 20), administrators only, their own organisation: codes still in force, and revoking one. */
  inviteList: system<void, ActiveInvite[]>('GET', 'user-invite/list'),
  inviteRevoke: system<{ code: string }, null>('POST', 'user-invite/revoke'),
  /** Ours (issue 20), administrators only: who waits to join their organisation, and the decision. */
  applicationList: system<void, JoinApplication[]>('GET', 'user-invite/apply-list'),
  applicationApprove: system<{ id: string }, null>('POST', 'user-invite/apply-approve'),
  applicationRefuse: system<{ id: string }, null>('POST', 'user-invite/apply-refuse'),
  agreementText: system<{ code: AgreementTextCode }, AgreementText>('GET', 'agreement/detailByCode'),
} as const;
