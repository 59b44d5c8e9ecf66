import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { MegaphoneLoudRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marqueeQuery } from '../shellQueries';
import { NoticeDrawer } from './NoticeDrawer';

const useStyles = makeStyles({
  bar: {
    height: '28px',
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
  },
  icon: { flexShrink: 0, fontSize: '16px' },
  viewport: { flexGrow: 1, overflow: 'hidden', position: 'relative', height: '100%' },
  track: {
    position: 'absolute',
    top: 0,
    left: 0,
    height: '100%',
    // As wide as both runs: squeezed to the bar's width, a run would shrink under its titles and
    // the copy would start on top of the last one.
    width: 'max-content',
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    // The notices run twice in a row and the strip moves by one run, so the loop has no seam.
    animationName: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    ':hover': { animationPlayState: 'paused' },
    ':focus-within': { animationPlayState: 'paused' },
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  run: { display: 'flex', flexShrink: 0, alignItems: 'center', gap: '48px', paddingRight: '48px' },
  // Fluent's Button stops at 280px and hides the rest: a long title would be cut.
  item: { minWidth: 0, maxWidth: 'none', height: '24px', padding: `0 ${tokens.spacingHorizontalXS}`, color: 'inherit', fontWeight: tokens.fontWeightRegular, whiteSpace: 'nowrap', flexShrink: 0 },
});

/**
 * Spec 1 §2: a 28px scrolling marquee of open notices (status 1); a notice's detail opens in a drawer
 * and reading it is recorded (the unread count follows).
 */
export function NoticeMarquee() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notices = useQuery(marqueeQuery()).data ?? [];
  const [openId, setOpenId] = useState<string | null>(null);

  if (notices.length === 0) return null;
  // Slow enough to read: about 12 seconds per notice.
  const duration = `${Math.max(20, notices.length * 12)}s`;
  return (
    <section className={styles.bar} aria-label={t('shell.layout.noticeMarquee')} data-testid="notice-marquee">
      <MegaphoneLoudRegular className={styles.icon} aria-hidden />
      <div className={styles.viewport}>
        <div className={styles.track} style={{ animationDuration: duration }}>
          {[false, true].map((copy) => (
            // The copy is for the eye only: screen readers and the keyboard meet each notice once.
            <div key={String(copy)} className={styles.run} aria-hidden={copy || undefined}>
              {notices.map((notice) => (
                <Button
                  key={notice.id}
                  appearance="transparent"
                  size="small"
                  className={styles.item}
                  tabIndex={copy ? -1 : undefined}
                  onClick={() => setOpenId(notice.id)}
                  data-testid={copy ? undefined : 'marquee-notice'}
                >
                  {notice.title}
                  <Text size={200}>{t('fields.inParentheses', { text: notice.createTime.slice(0, 10) })}</Text>
                </Button>
              ))}
            </div>
          ))}
        </div>
      </div>
      <NoticeDrawer id={openId} onClose={() => setOpenId(null)} testId="notice-drawer" />
    </section>
  );
}
