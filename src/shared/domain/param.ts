/**
 * Parameters the reference server reads (spec 3 §7 param). Each is looked up when it is needed, so
 * an operator's change applies to the next request without a restart. A missing or blank parameter
 * falls back to the server's configuration.
 */
export const PARAM_KEYS = {
  /** 'true' or 'false': whether the password sign-in asks for a captcha. */
  captcha: 'account.captcha',
  /** The password an account gets when it is created without one or its password is reset. */
  initPassword: 'account.initPassword',
} as const;
