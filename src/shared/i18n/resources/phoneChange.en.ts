import type { Twin } from '../twin';
import type { phoneChangeZh } from './phoneChange.zh';

export const phoneChangeEn: Twin<typeof phoneChangeZh> = { name: 'phone', fields: { phone: 'New phone number', code: 'Verification code' } };
