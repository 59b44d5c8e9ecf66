/** English twins of the security messages (src/shared/api/secretCalls.ts, src/shared/domain/externalLinks.ts). */
export const SECURITY_MESSAGES_EN = {
  secretCallRefused: 'This call involves sign-in credentials or storage keys and can only be made by the app itself',
};

export const externalLinkEn = {
  title: 'Open an external link',
  question: 'Open the following address in the browser?',
  open: 'Open',
  cancel: 'Cancel',
};
