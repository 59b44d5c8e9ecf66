/** English words of the update dialog and banner (the Chinese: src/shared/domain/updateFeed.ts). */
export const updatesEn = {
  title: 'Software update',
  ready: 'Version {{version}} has been downloaded. Restart now to finish the update?',
  readyForced: 'Version {{version}} is a required update: the app must restart now to install it.',
  restart: 'Restart now',
  later: 'Later',
  downloading: 'Downloading version {{version}} in the background ({{percent}}%)',
  readyBanner: 'Version {{version}} is downloaded and takes effect after a restart',
};
