/** The personal centre's calls (spec 1 §2, spec 3 §7): profile, account security, certification, invitations, agreements. */
import type { PasswordChange, PhoneChange } from '../domain/accountSecurity';
import type { AgreementText, AgreementTextCode } from '../domain/agreementText';
import type { CertInput, ExpertCert } from '../domain/expertCert';
import type { InviteInfo } from '../domain/invite';
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
  inviteJoin: system<{ code: string }, InviteInfo>('POST', 'user-invite/join'),
  agreementText: system<{ code: AgreementTextCode }, AgreementText>('GET', 'agreement/detailByCode'),
} as const;
