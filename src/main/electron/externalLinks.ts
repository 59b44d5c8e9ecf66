import type { Language } from '@shared/bridge';
import { externalLinkAllowed } from '@shared/domain/externalLinks';
import { translations } from '@shared/i18n';

/** The parts of Electron the opener needs (dialog.showMessageBox, shell.openExternal), so tests can stand in. */
export interface ExternalLinkParts {
  showMessageBox(options: {
    type: 'question';
    title: string;
    message: string;
    detail: string;
    buttons: string[];
    defaultId: number;
    cancelId: number;
    noLink: boolean;
  }): Promise<{ response: number }>;
  openExternal(url: string): Promise<void>;
  language(): Language;
}

/**
 * Opens a web link in the system browser only after the person has read its whole address in a
 * native dialog and chosen 打开; cancelling is the default. Addresses other than https (or http to
 * this machine) are refused without asking. Resolves whether the link was opened.
 */
export function externalLinkOpener(parts: ExternalLinkParts): (url: string) => Promise<boolean> {
  return async (url) => {
    if (!externalLinkAllowed(url)) return false;
    const t = translations[parts.language()].externalLink;
    const { response } = await parts.showMessageBox({
      type: 'question',
      title: t.title,
      message: t.question,
      // The address as given, whole: what opens is exactly what was read.
      detail: url,
      buttons: [t.open, t.cancel],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
    if (response !== 0) return false;
    await parts.openExternal(url);
    return true;
  };
}
