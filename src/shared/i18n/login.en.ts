import type { loginZh } from './login.zh';
import type { Twin } from './twin';

export const loginEn: Twin<typeof loginZh> = {
  pageTitle: 'Sign in',
  heading: 'Welcome',
  subtitle: 'Sign in with your organisation account',
  tenantId: 'Tenant ID',
  username: 'Account',
  password: 'Password',
  tenantIdPlaceholder: 'Enter the tenant ID',
  usernamePlaceholder: 'Enter your account',
  passwordPlaceholder: 'Enter your password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  failed: 'Sign-in failed',
  footer: 'Version {{version}}',
};
