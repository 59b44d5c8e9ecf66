import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChatHelpRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataCard } from '../../components/DataCard';
import { registerFormOpener } from '../../forms/formOpeners';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { FeedbackDrawer } from './FeedbackDrawer';
import { feedbackListQuery } from './feedbackQueries';
import { FEEDBACK_FORM_KEY } from './useFeedbackForm';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The workbench's latest feedback of this organisation, and the entry to the feedback form. */
export function RecentFeedbackCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const list = useQuery(feedbackListQuery({ current: 1, size: 5 }));
  const openForm = useCallback(() => {
    setSaved(null);
    setOpen(true);
  }, []);
  const onSaved = useCallback((message: string) => {
    setSaved(message);
    setOpen(false);
  }, []);
  useEffect(() => registerFormOpener(FEEDBACK_FORM_KEY, openForm), [openForm]);

  return (
    <DataCard
      icon={ChatHelpRegular}
      title={t('deskLists.feedback.title')}
      testId="recent-feedback"
      query={list}
      action={
        <Button appearance="primary" size="small" onClick={openForm}>
          {t('deskLists.feedback.add')}
        </Button>
      }
    >
      {saved && (
        <MessageBar intent="success" data-testid="feedback-saved">
          <MessageBarBody>{localise(saved)}</MessageBarBody>
        </MessageBar>
      )}
      {list.data && list.data.records.length === 0 && <Text className={styles.muted}>{t('deskLists.feedback.empty')}</Text>}
      {list.data && list.data.records.length > 0 && (
        <Table size="small" aria-label={t('deskLists.feedback.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('resources.feedback.fields.title')}</TableHeaderCell>
              <TableHeaderCell>{t('resources.feedback.fields.type')}</TableHeaderCell>
              <TableHeaderCell>{t('resources.feedback.fields.status')}</TableHeaderCell>
              <TableHeaderCell>{t('resources.feedback.fields.createTime')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data.records.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.title}</TableCell>
                <TableCell>{t(`resources.feedback.types.${row.type}`)}</TableCell>
                <TableCell>{row.statusName}</TableCell>
                <TableCell>{row.createTime}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <FeedbackDrawer open={open} onClose={() => setOpen(false)} onSaved={onSaved} />
    </DataCard>
  );
}
