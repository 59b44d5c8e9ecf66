import type { Twin } from '../twin';
import type { inviteZh } from './invite.zh';

export const inviteEn: Twin<typeof inviteZh> = { name: 'enterprise', fields: { code: 'Invitation code' } };
