import { endpoints, type Captcha } from '@shared/api/endpoints';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { inviteCodeSchema, type InviteInfo } from '@shared/domain/invite';
import { settingEndpoints } from '@shared/api/settingEndpoints';
import type { SiteFooterSettings } from '@shared/domain/systemSettings';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { guestRegistrationSchema, REGISTRATION_MESSAGES, type GuestRegistration } from '@shared/domain/registration';
import type { BridgeResult } from '@shared/bridge';
import { promotionEndpoints } from '@shared/api/platformSettingsEndpoints';
import { idSchema } from '@shared/domain/fields';
import { PROMOTION_MESSAGES, promotionJoinSchema, type PromotionJoinInput, type PublicPromotion } from '@shared/domain/promotion';
import { firstMessage, validate } from '@shared/domain/validation';
import { MESSAGES } from '@shared/messages';
import { failure, interpretEnvelope } from '../gateway/interpret';
import type { ServerClient } from '../gateway/serverClient';

/** Calls a visitor makes before any session exists: the login captcha, the registration application, the footer, an invitation. */
export class GuestCalls {
  constructor(private readonly client: ServerClient) {}

  /** The captcha to show, or null when the server answers that it does not check one. */
  async captcha(): Promise<BridgeResult<Captcha | null>> {
    const e = endpoints.captcha;
    const res = await this.client.send({ module: e.module, path: e.path, method: e.method });
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    const result = interpretEnvelope(res.status, res.body);
    if (!result.ok && result.error.message === AUTH_MESSAGES.captchaDisabled) return { ok: true, data: null };
    return result as BridgeResult<Captcha>;
  }

  async registerGuest(input: GuestRegistration): Promise<BridgeResult<null>> {
    const parsed = validate(guestRegistrationSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const e = endpoints.registerGuest;
    const res = await this.client.send({ module: e.module, path: e.path, method: e.method, body: parsed.data });
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    // Spec 1 §8: the server's msg, else 提交失败.
    const result = interpretEnvelope(res.status, res.body, REGISTRATION_MESSAGES.submitFailed);
    return result.ok ? { ok: true, data: null } : result;
  }

  async siteFooter(): Promise<BridgeResult<SiteFooterSettings>> {
    const e = settingEndpoints.settingFooter;
    const res = await this.client.send({ module: e.module, path: e.path, method: e.method });
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    return interpretEnvelope(res.status, res.body) as BridgeResult<SiteFooterSettings>;
  }

  /** Where an invitation code leads (the /invite page), asked without a session: the code is the key. */
  async inviteInfo(code: string): Promise<BridgeResult<InviteInfo>> {
    const parsed = validate(inviteCodeSchema, { code });
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const e = personalEndpoints.inviteInfo;
    const res = await this.client.send({ module: e.module, path: e.path, method: e.method, query: { code: parsed.data.code } });
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    return interpretEnvelope(res.status, res.body) as BridgeResult<InviteInfo>;
  }

  /** The public /promotion page's promotion (a published one), asked without a session. */
  async promotion(id: string): Promise<BridgeResult<PublicPromotion>> {
    const parsed = validate(idSchema, { id });
    if (!parsed.success) return failure('invalid', PROMOTION_MESSAGES.promotionNotFound);
    const e = promotionEndpoints.publicDetail;
    const res = await this.client.send({ module: e.module, path: e.path, method: e.method, query: { id: parsed.data.id } });
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    return interpretEnvelope(res.status, res.body) as BridgeResult<PublicPromotion>;
  }

  /** A visitor's sign-up, checked by the schema the server checks again. */
  async joinPromotion(input: PromotionJoinInput): Promise<BridgeResult<null>> {
    const parsed = validate(promotionJoinSchema, input);
    if (!parsed.success) return failure('invalid', firstMessage(parsed.error));
    const e = promotionEndpoints.join;
    const res = await this.client.send({ module: e.module, path: e.path, method: e.method, body: parsed.data });
    if (res.kind === 'offline') return failure('offline', MESSAGES.offline);
    const result = interpretEnvelope(res.status, res.body);
    return result.ok ? { ok: true, data: null } : result;
  }
}
