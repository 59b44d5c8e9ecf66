import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import type { Language } from '@shared/bridge';
import { LANGUAGES } from '@shared/i18n';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { IconButton } from './IconButton';

/** 中文 / English, each named in its own language; the core remembers the choice. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <Menu checkedValues={{ language: [language] }} onCheckedValueChange={(_, d) => void setLanguage(d.checkedItems[0] as Language)}>
      <MenuTrigger disableButtonEnhancement>
        <IconButton label={t('shell.layout.language')} icon={<LocalLanguageRegular />} data-testid="language-button" />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((code) => (
            <MenuItemRadio key={code} name="language" value={code} lang={code === 'zh' ? 'zh-CN' : 'en'}>
              {t(`language.${code}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
