/**
 * An organisation's director, docking contacts and the transfer of the director's place (spec 3 §5
 * "Director and add-user phone"): biz-info's setting-director, change-director, set-docking and
 * transfer, and the forms that call them.
 */
import { z } from 'zod';
import { ID, ORG_PROFILE_LIMITS, ORG_PROFILE_MESSAGES } from './orgProfile';
import { isMobile, maxLengthMessage, RULE_MESSAGES } from './rules';
import { requiredText } from './validation';

const mobile = z.string({ error: RULE_MESSAGES.phoneRequired }).trim().min(1, RULE_MESSAGES.phoneRequired).refine(isMobile, RULE_MESSAGES.mobileFormat);
const personName = (message: string) => requiredText(message, ORG_PROFILE_LIMITS.personName);
const optionalPersonName = z.string().trim().max(ORG_PROFILE_LIMITS.personName, maxLengthMessage(ORG_PROFILE_LIMITS.personName)).optional().transform((v) => v ?? '');
const optionalPhone = z.string().trim().refine((v) => v === '' || isMobile(v), RULE_MESSAGES.mobileFormat).optional().transform((v) => v ?? '');

/** GET user/checkUser/{phone}: the account registered with that phone. */
export const checkUserSchema = z.object({ phone: mobile });
export interface CheckedUser {
  userId: string;
  realName: string;
  phone: string;
}

/** POST biz-info/setting-director and change-director: the director by a registered account's phone. */
export const directorSchema = z.object({
  id: z.string().trim().regex(ID),
  directorPhone: mobile,
  directorName: personName(ORG_PROFILE_MESSAGES.directorName),
});
export type DirectorInput = z.input<typeof directorSchema>;

/** POST biz-info/set-docking: the organisation's docking contact and our side's contact (names ≤20). */
export const dockingSchema = z.object({
  id: z.string().trim().regex(ID),
  dockingName: personName(ORG_PROFILE_MESSAGES.dockingName),
  dockingPhone: optionalPhone,
  weContactName: personName(ORG_PROFILE_MESSAGES.weContactName),
  weContactPhone: optionalPhone,
  dockingId: z.string().trim().regex(ID).optional().or(z.literal('')),
  weContactId: z.string().trim().regex(ID).optional().or(z.literal('')),
});
export type DockingInput = z.input<typeof dockingSchema>;

/** POST biz-info/transfer: the director's place moves to another member of the organisation. */
export const transferSchema = z.object({
  id: z.string().trim().regex(ID),
  userId: z.string({ error: ORG_PROFILE_MESSAGES.transferTarget }).trim().regex(ID, ORG_PROFILE_MESSAGES.transferTarget),
  userName: optionalPersonName,
});
export type TransferInput = z.input<typeof transferSchema>;
