import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import DOMPurify from 'dompurify';

const useStyles = makeStyles({
  view: {
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
    '& a': { color: tokens.colorBrandForegroundLink },
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& img': { maxWidth: '100%' },
  },
});

/** As the server's rule: no style attribute, which could lay a fixed overlay over the application. */
const PURIFY = { ADD_ATTR: ['target'], FORBID_ATTR: ['style'] };

/**
 * Stored rich text (notices, follow-up details, agreements) shown read-only. Sanitised here as well
 * as by the server when saved: a row written before that rule, or by another client, is never trusted.
 */
export function RichTextView(props: { html: string; className?: string; testId?: string }) {
  const styles = useStyles();
  return (
    <div
      className={mergeClasses(styles.view, props.className)}
      data-testid={props.testId}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(props.html, PURIFY) }}
    />
  );
}
