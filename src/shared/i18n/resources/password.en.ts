import type { Twin } from '../twin';
import type { passwordZh } from './password.zh';

export const passwordEn: Twin<typeof passwordZh> = { name: 'password', fields: { oldPassword: 'Current password', newPassword: 'New password', newPassword1: 'Confirm new password' } };
