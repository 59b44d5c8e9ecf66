/** English words of the external-link confirmation (the Chinese: src/shared/domain/externalLinks.ts). */
export const externalLinkEn = {
  title: 'Open an external link',
  question: 'Open the following address in the browser?',
  open: 'Open',
  cancel: 'Cancel',
};
