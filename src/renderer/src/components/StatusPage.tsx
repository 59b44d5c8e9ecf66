import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    minHeight: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
    boxSizing: 'border-box',
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  flush: { margin: 0 },
  code: { margin: 0, color: tokens.colorBrandForeground1, fontSize: '72px', lineHeight: '80px', fontWeight: tokens.fontWeightSemibold },
  body: { margin: 0, color: tokens.colorNeutralForeground3, maxWidth: '420px' },
  actions: { marginTop: tokens.spacingVerticalL, display: 'flex', gap: tokens.spacingHorizontalM },
});

/**
 * The quiet full-page layout of 404, 403, 500 and route failures. Inside the shell (a page that failed
 * in the content area) it is a section: the shell's content area is already the window's main landmark.
 */
export function StatusPage(props: { code?: string; heading: string; body: string; actions: ReactNode; as?: 'main' | 'section' }) {
  const styles = useStyles();
  const Root = props.as ?? 'main';
  return (
    <Root className={styles.root}>
      {props.code && (
        <Text as="p" align="center" className={styles.code} aria-hidden>
          {props.code}
        </Text>
      )}
      <Text as="h1" size={600} weight="semibold" align="center" className={styles.flush}>
        {props.heading}
      </Text>
      <Text as="p" size={300} align="center" className={styles.body}>
        {props.body}
      </Text>
      <div className={styles.actions}>{props.actions}</div>
    </Root>
  );
}
