import { Button, Divider, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { NUMERIC_ID } from '../../router/staticPages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';
import { QueryFailure } from '../../components/QueryFailure';
import { RichTextView } from '../../components/RichTextView';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { LOGIN_PATH } from '../../router/paths';
import { JoinForm } from './JoinForm';
import { publicPromotionQuery } from './promotionQueries';

const useStyles = makeStyles({
  card: { maxWidth: '640px' },
  flush: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  content: { maxHeight: '40vh', overflowY: 'auto' },
});

/**
 * /promotion?id=… (public, spec 1 §2): a published promotion the operator shares, and its sign-up
 * form while it is open. Nobody needs to sign in; the operator follows the sign-ups up.
 */
export default function PromotionPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('shell.pages.promotion'));
  const id = params.get('id')?.trim() ?? '';
  const valid = NUMERIC_ID.test(id);
  const promotion = useQuery({ ...publicPromotionQuery(id), enabled: valid });

  let body;
  if (!valid) body = <Text data-testid="promotion-missing">{t('resources.promotionPublic.missing')}</Text>;
  else if (promotion.isError) body = <QueryFailure error={promotion.error} />;
  else if (!promotion.data) body = <Spinner />;
  else {
    const p = promotion.data;
    body = (
      <>
        <Text as="h2" size={600} weight="semibold" className={styles.flush} data-testid="promotion-title">
          {p.title}
        </Text>
        <Text className={styles.muted}>
          {t('resources.promotionPublic.period')}: {p.startTime} ~ {p.endTime}
        </Text>
        <RichTextView html={p.content} className={styles.content} testId="promotion-content" />
        <Divider />
        {p.open ? <JoinForm promotionId={p.id} /> : <Text data-testid="promotion-closed">{t('resources.promotionPublic.closed')}</Text>}
      </>
    );
  }
  return (
    <PublicFrame cardClassName={styles.card}>
      {body}
      <Button appearance="subtle" onClick={() => void navigate(LOGIN_PATH)}>
        {t('resources.promotionPublic.login')}
      </Button>
    </PublicFrame>
  );
}
