/** The registration agreement and the privacy policy (personal centre reg and prip tabs; GET agreement/detailByCode). */
import { z } from 'zod';

export const AGREEMENT_TEXT_CODES = ['reg', 'prip'] as const;
export type AgreementTextCode = (typeof AGREEMENT_TEXT_CODES)[number];

export const AGREEMENT_TEXT_MESSAGES = {
  agreementCode: '协议编号有误',
} as const;

export const agreementCodeSchema = z.object({ code: z.enum(AGREEMENT_TEXT_CODES, { error: AGREEMENT_TEXT_MESSAGES.agreementCode }) });

export interface AgreementText {
  code: AgreementTextCode;
  title: string;
  /** Sanitised HTML; the page sanitises it again when it shows it. */
  content: string;
  updateTime: string;
}
