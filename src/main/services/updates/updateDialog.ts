import type { Language } from '@shared/bridge';
import { translations } from '@shared/i18n';
import type { RestartAnswer } from './updateService';

/** dialog.showMessageBox as the question needs it, so tests can stand in. */
export type ShowMessageBox = (options: {
  type: 'info';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: boolean;
}) => Promise<{ response: number }>;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * Asks before restarting into a downloaded update, in the person's language. A forced update has the
 * one button (立即重启): closing the dialog answers it too, so it cannot be postponed.
 */
export function restartQuestion(showMessageBox: ShowMessageBox, language: () => Language) {
  return async (update: { version: string; notes: string; forced: boolean }): Promise<RestartAnswer> => {
    const t = translations[language()].updates;
    const buttons = update.forced ? [t.restart] : [t.restart, t.later];
    const { response } = await showMessageBox({
      type: 'info',
      title: t.title,
      message: fill(update.forced ? t.readyForced : t.ready, { version: update.version }),
      detail: update.notes,
      buttons,
      defaultId: 0,
      cancelId: buttons.length - 1,
      noLink: true,
    });
    return update.forced || response === 0 ? 'restart' : 'later';
  };
}
