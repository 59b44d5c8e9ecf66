import { makeStyles, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', minHeight: '240px' },
});

/** Shown while a route's code or guard is loading. */
export function PageSpinner() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <Spinner size="medium" label={t('app.loading')} />
    </div>
  );
}
