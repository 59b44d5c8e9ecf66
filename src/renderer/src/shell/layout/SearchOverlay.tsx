import { Button, Dialog, DialogBody, DialogSurface, DialogTitle, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenPage } from './openPage';
import { useMenuSearch } from './useMenuSearch';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '90vw', alignSelf: 'flex-start', marginTop: '12vh' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  input: { width: '100%' },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxHeight: '50vh', overflowY: 'auto' },
  result: { width: '100%', justifyContent: 'flex-start', gap: tokens.spacingHorizontalS },
  active: { backgroundColor: tokens.colorSubtleBackgroundHover },
  trail: { color: tokens.colorNeutralForeground3 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The menu search as an overlay: type, arrows to choose, Enter to open, Esc to close. */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [index, setIndex] = useState(0);
  const { results, nameOf } = useMenuSearch(text);
  const openPage = useOpenPage();

  const close = () => {
    setText('');
    setIndex(0);
    onClose();
  };
  const choose = (i: number) => {
    const page = results[i];
    if (!page) return;
    close();
    openPage(page.path, page.query);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setIndex((i) => Math.min(i + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setIndex((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') choose(index);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface className={styles.surface} data-testid="search-overlay">
        <DialogBody className={styles.body}>
          <DialogTitle>{t('shell.layout.search')}</DialogTitle>
          <Input
            className={styles.input}
            size="large"
            contentBefore={<SearchRegular />}
            value={text}
            onChange={(_, d) => {
              setText(d.value);
              setIndex(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('shell.layout.searchPlaceholder')}
            aria-label={t('shell.layout.search')}
            aria-activedescendant={results[index] ? `search-result-${results[index].id}` : undefined}
            autoFocus
          />
          {text.trim() && results.length === 0 && <Text className={styles.hint}>{t('shell.layout.searchEmpty')}</Text>}
          {results.length > 0 && (
            <ul className={styles.list} role="listbox" aria-label={t('shell.layout.search')}>
              {results.map((page, i) => (
                <li key={page.id} id={`search-result-${page.id}`} role="option" aria-selected={i === index}>
                  <Button appearance="subtle" className={i === index ? `${styles.result} ${styles.active}` : styles.result} onClick={() => choose(i)} tabIndex={-1}>
                    <Text weight="semibold">{nameOf(page)}</Text>
                    {page.trail.length > 1 && <Text className={styles.trail}>{page.trail.slice(0, -1).join(' / ')}</Text>}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Text size={200} className={styles.hint}>
            {t('shell.layout.searchOverlayHint')}
          </Text>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
