import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular, DeleteRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryFailure } from '../../components/QueryFailure';
import { activeInvitesQuery, applicationsQuery, useInviteAdministration } from './inviteQueries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '2px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
});

function Section(props: { title: string; hint: string; testId: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} data-testid={props.testId}>
      <Text as="h3" size={400} weight="semibold">
        {props.title}
      </Text>
      <Text className={styles.muted}>{props.hint}</Text>
      {props.children}
    </section>
  );
}

/**
 * The administrator's side of invitations on the join tab: the organisation's codes in force, each
 * revocable after a confirmation, and the people who asked to join by code, approved or refused here.
 */
export function InviteAdministration() {
  const styles = useStyles();
  const { t } = useTranslation();
  const codes = useQuery(activeInvitesQuery());
  const applications = useQuery(applicationsQuery());
  const { revoke, approve, refuse } = useInviteAdministration();
  const [revoking, setRevoking] = useState<string | null>(null);
  const busy = revoke.isPending || approve.isPending || refuse.isPending;

  return (
    <>
      <Section title={t('personal.applicationsTitle')} hint={t('personal.applicationsHint')} testId="invite-applications">
        {applications.isError ? (
          <QueryFailure error={applications.error} />
        ) : applications.data?.length === 0 ? (
          <Text className={styles.muted}>{t('personal.applicationsEmpty')}</Text>
        ) : (
          <Table size="small" aria-label={t('personal.applicationsTitle')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('personal.applicant')}</TableHeaderCell>
                <TableHeaderCell>{t('personal.account')}</TableHeaderCell>
                <TableHeaderCell>{t('personal.phone')}</TableHeaderCell>
                <TableHeaderCell>{t('personal.applyTime')}</TableHeaderCell>
                <TableHeaderCell>{t('personal.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(applications.data ?? []).map((a) => (
                <TableRow key={a.id} data-testid="invite-application">
                  <TableCell>{a.realName}</TableCell>
                  <TableCell>{a.account}</TableCell>
                  <TableCell>{a.phone}</TableCell>
                  <TableCell className={styles.nowrap}>{a.applyTime}</TableCell>
                  <TableCell>
                    <span className={styles.actions}>
                      <Button size="small" appearance="primary" icon={<CheckmarkRegular />} disabled={busy} onClick={() => approve.mutate(a.id)} data-testid="invite-approve">
                        {t('personal.approve')}
                      </Button>
                      <Button size="small" icon={<DismissRegular />} disabled={busy} onClick={() => refuse.mutate(a.id)} data-testid="invite-refuse">
                        {t('personal.refuse')}
                      </Button>
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={t('personal.codesTitle')} hint={t('personal.codesHint')} testId="invite-codes">
        {codes.isError ? (
          <QueryFailure error={codes.error} />
        ) : codes.data?.length === 0 ? (
          <Text className={styles.muted}>{t('personal.codesEmpty')}</Text>
        ) : (
          <Table size="small" aria-label={t('personal.codesTitle')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('personal.generatedCode')}</TableHeaderCell>
                <TableHeaderCell>{t('personal.inviterName')}</TableHeaderCell>
                <TableHeaderCell>{t('personal.createTime')}</TableHeaderCell>
                <TableHeaderCell>{t('personal.expireTime')}</TableHeaderCell>
                <TableHeaderCell>{t('personal.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(codes.data ?? []).map((c) => (
                <TableRow key={c.code} data-testid="invite-active-code">
                  <TableCell className={styles.code}>{c.code}</TableCell>
                  <TableCell>{c.inviterName}</TableCell>
                  <TableCell className={styles.nowrap}>{c.createTime}</TableCell>
                  <TableCell className={styles.nowrap}>{c.expireTime}</TableCell>
                  <TableCell>
                    <Button size="small" icon={<DeleteRegular />} disabled={busy} onClick={() => setRevoking(c.code)} data-testid="invite-revoke">
                      {t('personal.revoke')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <ConfirmDialog
        open={revoking !== null}
        title={t('personal.revokeTitle')}
        message={t('personal.revokeConfirm', { code: revoking ?? '' })}
        confirmTestId="invite-revoke-confirm"
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
