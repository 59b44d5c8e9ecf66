import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { AgreementTextCode } from '@shared/domain/agreementText';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agreementQuery } from './personalQueries';
import { QueryFailure } from '../../components/QueryFailure';
import { RichTextView } from '../../components/RichTextView';

const useStyles = makeStyles({
  root: { maxWidth: '880px', lineHeight: tokens.lineHeightBase400, fontSize: tokens.fontSizeBase300 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The reg and prip tabs: the platform's document, sanitised again before it is shown. */
export function AgreementTab({ code }: { code: AgreementTextCode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const doc = useQuery(agreementQuery(code));
  if (doc.isError) return <QueryFailure error={doc.error} />;
  if (!doc.data) return <Spinner />;
  return (
    <article className={styles.root} data-testid={`agreement-${code}`}>
      <RichTextView html={doc.data.content} />
      <Text size={200} className={styles.muted}>
        {t('personal.updatedAt', { time: doc.data.updateTime })}
      </Text>
    </article>
  );
}
