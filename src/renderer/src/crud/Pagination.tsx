import { Button, Dropdown, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pagerItems } from './listMath';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap', paddingBlock: tokens.spacingVerticalS },
  size: { minWidth: '110px' },
  jumper: { width: '64px' },
});

/** Layout total, sizes, prev, pager, next, jumper. */
export function Pagination(props: { total: number; current: number; size: number; onChange: (current: number, size: number) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  const [jump, setJump] = useState('');
  const go = (page: number) => props.onChange(Math.min(pages, Math.max(1, page)), props.size);
  return (
    <nav className={styles.bar} aria-label={t('crud.pagination')} data-testid="pagination">
      <Text>{t('crud.total', { total: props.total })}</Text>
      <Dropdown
        inlinePopup
        className={styles.size}
        aria-label={t('crud.pageSize')}
        value={t('crud.perPage', { size: props.size })}
        selectedOptions={[String(props.size)]}
        onOptionSelect={(_, d) => props.onChange(1, Number(d.optionValue))}
      >
        {PAGE_SIZES.map((s) => (
          <Option key={s} value={String(s)}>
            {t('crud.perPage', { size: s })}
          </Option>
        ))}
      </Dropdown>
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('crud.prev')} disabled={props.current <= 1} onClick={() => go(props.current - 1)} />
      {pagerItems(props.current, pages).map((p, i) =>
        p === null ? (
          <Text key={`gap-${i}`}>…</Text>
        ) : (
          <Button key={p} appearance={p === props.current ? 'primary' : 'subtle'} aria-current={p === props.current ? 'page' : undefined} onClick={() => go(p)}>
            {p}
          </Button>
        ),
      )}
      <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('crud.next')} disabled={props.current >= pages} onClick={() => go(props.current + 1)} />
      <Text>{t('crud.goTo')}</Text>
      <Input
        className={styles.jumper}
        aria-label={t('crud.jumper')}
        value={jump}
        onChange={(_, d) => setJump(d.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && jump) {
            go(Number(jump));
            setJump('');
          }
        }}
      />
    </nav>
  );
}
