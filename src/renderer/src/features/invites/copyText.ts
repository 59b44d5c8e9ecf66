import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shell/toast';

/** Copies text on a click and says whether it worked (the desktop app grants clipboard writes only). */
export function useCopyText(): (text: string) => Promise<void> {
  const notify = useNotify();
  const { t } = useTranslation();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify('success', t('personal.copied'));
    } catch {
      notify('error', t('personal.copyFailed'));
    }
  };
}
