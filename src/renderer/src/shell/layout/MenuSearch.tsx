import { Combobox, makeStyles, Option, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './IconButton';
import { useOpenPage } from './openPage';
import { SearchOverlay } from './SearchOverlay';
import { useMenuSearch } from './useMenuSearch';

const useStyles = makeStyles({
  box: { width: '220px', minWidth: '220px' },
  trail: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
});

/**
 * The top bar's menu search: a box on wide windows, and an overlay (Ctrl+K, or the button on narrow
 * windows) that Esc closes.
 */
export function MenuSearch({ compact }: { compact: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [overlay, setOverlay] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const { results, nameOf } = useMenuSearch(text);
  const openPage = useOpenPage();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOverlay(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {compact ? (
        <IconButton label={t('shell.layout.search')} icon={<SearchRegular />} onClick={() => setOverlay(true)} />
      ) : (
        <Combobox
          className={styles.box}
          freeform
          expandIcon={<SearchRegular />}
          placeholder={t('shell.layout.searchPlaceholder')}
          aria-label={t('shell.layout.search')}
          value={text}
          selectedOptions={[]}
          open={listOpen && text.trim() !== ''}
          onOpenChange={(_, data) => setListOpen(data.open)}
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
          }}
          onOptionSelect={(_, data) => {
            const page = results.find((p) => p.id === data.optionValue);
            setText('');
            setListOpen(false);
            if (page) openPage(page.path, page.query);
          }}
          data-testid="menu-search"
        >
          {text.trim() && results.length === 0 ? (
            <Option value="" disabled text="">
              {t('shell.layout.searchEmpty')}
            </Option>
          ) : (
            results.map((page) => (
              <Option key={page.id} value={page.id} text={nameOf(page)}>
                {nameOf(page)}
                {page.trail.length > 1 && <span className={styles.trail}>{page.trail.slice(0, -1).join(' / ')}</span>}
              </Option>
            ))
          )}
        </Combobox>
      )}
      <SearchOverlay open={overlay} onClose={() => setOverlay(false)} />
    </>
  );
}
