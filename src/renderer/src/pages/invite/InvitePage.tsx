import { Button, Divider, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowRightRegular, PersonRegular } from '@fluentui/react-icons';
import { INVITE_MESSAGES, INVITE_PATH, inviteCodeSchema } from '@shared/domain/invite';
import { firstMessage, validate } from '@shared/domain/validation';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sessionStateQuery } from '../../api/sessionQueries';
import { PublicFrame } from '../../components/PublicFrame';
import { QueryFailure } from '../../components/QueryFailure';
import { InviteDetails } from '../../features/invites/InviteDetails';
import { inviteInfoQuery, useJoinInvite } from '../../features/invites/inviteQueries';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { loginReturningTo, LOGIN_PATH } from '../../router/paths';
import { HOME_PATH } from '../../router/sessionLoaders';

const useStyles = makeStyles({
  card: { maxWidth: '480px' },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  flush: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
  grow: { flex: 1 },
});

/** The code of the address, as the server will read it, or why there is none to look up. */
function codeOf(params: URLSearchParams): { code: string } | { message: string } {
  const raw = params.get('code')?.trim() ?? '';
  if (!raw) return { message: INVITE_MESSAGES.inviteLinkNoCode };
  const checked = validate(inviteCodeSchema, { code: raw });
  return checked.success ? { code: checked.data.code } : { message: firstMessage(checked.error) };
}

/**
 * /invite?code=… (public): who invites the visitor to which organisation. Signed in, the person joins
 * here; signed out, they sign in and come back to this page (docs/decisions.md).
 */
export default function InvitePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('shell.pages.invite'));
  const wanted = codeOf(params);
  const code = 'code' in wanted ? wanted.code : '';
  const session = useQuery(sessionStateQuery());
  const info = useQuery({ ...inviteInfoQuery(code), enabled: !!code });
  const join = useJoinInvite();
  const user = session.data?.user ?? null;

  const unavailable = (message: ReactElement) => (
    <>
      <Text as="h2" size={600} weight="semibold" className={styles.flush}>
        {t('personal.invitePage.unavailable')}
      </Text>
      <div data-testid="invite-error">{message}</div>
      <Text className={styles.muted}>{t('personal.invitePage.unavailableHint')}</Text>
      <Button appearance="primary" onClick={() => void navigate(user ? HOME_PATH : LOGIN_PATH)}>
        {user ? t('personal.invitePage.toWorkbench') : t('personal.invitePage.backToLogin')}
      </Button>
    </>
  );

  let body: ReactElement;
  if ('message' in wanted) {
    body = unavailable(
      <MessageBar intent="error">
        <MessageBarBody>{localise(wanted.message)}</MessageBarBody>
      </MessageBar>,
    );
  } else if (info.isError) {
    body = unavailable(<QueryFailure error={info.error} />);
  } else if (!info.data) {
    body = <Spinner label={t('personal.invitePage.loading')} />;
  } else {
    const invite = info.data;
    body = (
      <>
        <div className={styles.heading}>
          <Text as="h2" size={600} weight="semibold" className={styles.flush}>
            {invite.inviterName ? t('personal.invitePage.headingBy', { name: invite.inviterName }) : t('personal.invitePage.heading')}
          </Text>
        </div>
        <InviteDetails info={invite} testId="invite-page-info" />
        <Divider />
        {join.isSuccess ? (
          <div className={styles.section}>
            <MessageBar intent="success" data-testid="invite-joined">
              <MessageBarBody>
                <MessageBarTitle>{t('personal.invitePage.applied', { org: invite.orgName })}</MessageBarTitle>
                {localise(INVITE_MESSAGES.inviteApplied)}
              </MessageBarBody>
            </MessageBar>
            <Button appearance="primary" icon={<ArrowRightRegular />} iconPosition="after" onClick={() => void navigate(HOME_PATH)} data-testid="invite-to-workbench">
              {t('personal.invitePage.toWorkbench')}
            </Button>
          </div>
        ) : user ? (
          <div className={styles.section}>
            <Text className={styles.who}>
              <PersonRegular aria-hidden />
              {t('personal.invitePage.signedInAs', { name: user.realName || user.account })}
            </Text>
            {join.error && (
              <MessageBar intent="error" data-testid="invite-join-error">
                <MessageBarBody>{localise(join.error.message)}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.actions}>
              <Button className={styles.grow} appearance="primary" disabled={join.isPending} onClick={() => join.mutate(invite.code)} data-testid="invite-accept">
                {join.isPending ? t('personal.invitePage.joining') : t('personal.invitePage.join')}
              </Button>
              <Button className={styles.grow} onClick={() => void navigate(HOME_PATH)}>
                {t('personal.invitePage.later')}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.section}>
            <Text className={styles.muted}>{t('personal.invitePage.signInHint')}</Text>
            <Button appearance="primary" onClick={() => void navigate(loginReturningTo(`${INVITE_PATH}?code=${encodeURIComponent(invite.code)}`))} data-testid="invite-sign-in">
              {t('personal.invitePage.signIn')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <PublicFrame cardClassName={styles.card}>{body}</PublicFrame>
  );
}
