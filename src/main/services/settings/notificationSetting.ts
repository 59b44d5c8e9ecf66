import type { DesktopIntegration } from '../uploads/platform';

/**
 * The desktop as services see it, with notifications dropped while the person has turned them off
 * (AppSettings.notifications); dialogs and the taskbar progress are unaffected. Read at each
 * notification, so the switch takes effect at once.
 */
export function honouringNotificationSetting(desktop: DesktopIntegration, enabled: () => boolean): DesktopIntegration {
  return {
    pickFiles: (options) => desktop.pickFiles(options),
    saveFile: (name) => desktop.saveFile(name),
    setProgress: (fraction) => desktop.setProgress(fraction),
    notify: (title, body) => {
      if (enabled()) desktop.notify(title, body);
    },
  };
}
