import { makeStyles, tokens, ToggleButton } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import type { Language } from '@shared/bridge';
import { LANGUAGES } from '@shared/i18n';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  icon: { color: tokens.colorNeutralForeground3, fontSize: '16px', marginRight: tokens.spacingHorizontalXS },
});

/** 中文 / English, each named in its own language so anyone can find theirs. */
export function LanguageSwitch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={styles.root}>
      <LocalLanguageRegular aria-hidden className={styles.icon} />
      {LANGUAGES.map((code: Language) => (
        <ToggleButton
          key={code}
          size="small"
          appearance={language === code ? 'subtle' : 'transparent'}
          checked={language === code}
          lang={code === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => void setLanguage(code)}
        >
          {t(`language.${code}`)}
        </ToggleButton>
      ))}
    </div>
  );
}
