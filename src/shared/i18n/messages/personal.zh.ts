/** The personal centre's messages, from the domain modules of its tabs (keys prefixed by tab). */
import { SECURITY_MESSAGES } from '../../domain/accountSecurity';
import { AGREEMENT_TEXT_MESSAGES } from '../../domain/agreementText';
import { CERT_MESSAGES } from '../../domain/expertCert';
import { INVITE_MESSAGES } from '../../domain/invite';
import { PROFILE_MESSAGES } from '../../domain/profile';

export const PERSONAL_MESSAGES = { ...PROFILE_MESSAGES, ...SECURITY_MESSAGES, ...CERT_MESSAGES, ...INVITE_MESSAGES, ...AGREEMENT_TEXT_MESSAGES };
