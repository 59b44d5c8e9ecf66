import type { FastifyInstance } from 'fastify';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { PHONE_CHANGE_SMS, SECURITY_MESSAGES, passwordChangeSchema, phoneChangeSchema } from '@shared/domain/accountSecurity';
import { PROFILE_MESSAGES, profileSchema, type Profile } from '@shared/domain/profile';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { timestamp } from '../../db/time';
import { passwordAccepted, reservePasswordAttempt, wrongPasswordMessage } from '../../auth/lockout';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { consumeSmsCode } from '../../auth/sms-codes';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { findProfile, revokeOtherSessions, saveProfile, setUserNameAndAvatar, setUserPassword, setUserPhone } from '../../repositories/profiles';
import { deleteCredentialsOfUser } from '../../repositories/oss';
import { allSettings } from '../../repositories/settings';
import { findUserById, findUserByPhone } from '../../repositories/users';

async function profileOf(db: Executor, userId: string): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, MESSAGES.sessionExpired);
  const p = await findProfile(db, userId);
  return {
    userId: user.id,
    account: user.account,
    phone: user.phone,
    registerTime: user.create_time,
    avatar: user.avatar,
    pendingAvatar: p?.pending_avatar ?? '',
    realName: user.real_name,
    cardNo: p?.card_no ?? '',
    sex: (p?.sex || undefined) as Profile['sex'],
    areaCode: p?.area_code ?? '',
    addr: p?.addr ?? '',
    birthday: p?.birthday ?? '',
    educational: (p?.educational || undefined) as Profile['educational'],
    degree: (p?.degree ?? '') as Profile['degree'],
    university: p?.university ?? '',
    major: p?.major ?? '',
    position: p?.position ?? '',
    email: p?.email ?? '',
    wechat: p?.wechat ?? '',
    qq: p?.qq ?? '',
    resume: p?.resume ?? '',
  };
}

/**
 * The personal centre's own-person calls: profile, password and phone. Each acts on the signed-in
 * person only (the id comes from the session, never from the request).
 */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, personalEndpoints.profile, async (req) => profileOf(ctx.db, callerOf(req).userId));

  route(
    app,
    ctx,
    personalEndpoints.profileUpdate,
    async (req) => {
      const { userId } = callerOf(req);
      const input = parseInput(profileSchema, req.body);
      const audit = (await allSettings(ctx.db)).get('avatar_audit') === '1';
      await ctx.db.transaction().execute(async (trx) => {
        const user = await findUserById(trx, userId);
        if (!user) throw new HttpError(401, MESSAGES.sessionExpired);
        const previous = await findProfile(trx, userId);
        // Under review, a new avatar waits aside and the shown one stays until a reviewer passes it.
        const changed = input.avatar !== user.avatar;
        const avatar = audit && changed ? user.avatar : input.avatar;
        const pending = audit && changed ? input.avatar : audit ? (previous?.pending_avatar ?? '') : '';
        if (audit && changed && input.avatar) req.successMessage = PROFILE_MESSAGES.profileAvatarPending;
        await setUserNameAndAvatar(trx, userId, input.realName, avatar);
        await saveProfile(trx, {
          user_id: userId,
          card_no: input.cardNo.toUpperCase(),
          sex: input.sex,
          area_code: input.areaCode,
          addr: input.addr,
          birthday: input.birthday,
          educational: input.educational,
          degree: input.degree,
          university: input.university,
          major: input.major,
          position: input.position,
          email: input.email,
          wechat: input.wechat,
          qq: input.qq,
          resume: input.resume,
          pending_avatar: pending,
          update_time: timestamp(),
        });
      });
      return profileOf(ctx.db, userId);
    },
    { message: MESSAGES.updated },
  );

  route(
    app,
    ctx,
    personalEndpoints.passwordUpdate,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(passwordChangeSchema, req.body);
      const user = await findUserById(ctx.db, caller.userId);
      if (!user) throw new HttpError(401, MESSAGES.sessionExpired);
      // The old password is guessed like a sign-in's: same reservation, same lock at this address.
      const attempt = await reservePasswordAttempt(ctx, user.account, req.ip, (message) => new HttpError(400, message));
      if (!(await verifyPassword(input.oldPassword, user.password_hash))) {
        throw new HttpError(400, wrongPasswordMessage(attempt, SECURITY_MESSAGES.securityOldPasswordWrong));
      }
      await passwordAccepted(ctx, attempt);
      const hash = await hashPassword(input.newPassword, ctx.config.scryptLogN);
      await ctx.db.transaction().execute(async (trx) => {
        await setUserPassword(trx, caller.userId, hash);
        await revokeOtherSessions(trx, caller.userId, caller.sessionId, 'password', timestamp());
        await deleteCredentialsOfUser(trx, caller.userId);
      });
      return null;
    },
    { message: SECURITY_MESSAGES.securityPasswordChanged },
  );

  route(
    app,
    ctx,
    personalEndpoints.phoneReset,
    async (req) => {
      const { userId } = callerOf(req);
      const input = parseInput(phoneChangeSchema, req.body);
      const user = await findUserById(ctx.db, userId);
      if (!user) throw new HttpError(401, MESSAGES.sessionExpired);
      if (user.phone === input.phone) throw new HttpError(400, SECURITY_MESSAGES.securityPhoneSame);
      if (await findUserByPhone(ctx.db, input.phone)) throw new HttpError(400, SECURITY_MESSAGES.securityPhoneTaken);
      try {
        await consumeSmsCode(ctx, input.phone, PHONE_CHANGE_SMS, input.code);
      } catch {
        throw new HttpError(400, AUTH_MESSAGES.codeInvalid);
      }
      await setUserPhone(ctx.db, userId, input.phone);
      return profileOf(ctx.db, userId);
    },
    { message: SECURITY_MESSAGES.securityPhoneChanged },
  );
}
