import { Button, Card, Field, Input, MessageBar, MessageBarBody, MessageBarTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, LinkRegular } from '@fluentui/react-icons';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { INVITE_MESSAGES, inviteCodeFromInput, inviteLink, type InviteInfo } from '@shared/domain/invite';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callEndpoint } from '../../api/callEndpoint';
import { userInfoQuery } from '../../api/sessionQueries';
import { useCopyText } from '../../features/invites/copyText';
import { InviteDetails } from '../../features/invites/InviteDetails';
import { InviteAdministration } from '../../features/invites/InviteAdministration';
import { inviteInfoQuery, inviteKeys, useJoinInvite } from '../../features/invites/inviteQueries';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '640px' },
  // The administrator's tables need more room than the forms.
  wide: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '920px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  grow: { flex: 1 },
  button: { marginTop: '26px' },
  copy: { marginTop: '26px', minWidth: '136px' },
  card: { padding: tokens.spacingVerticalL },
  muted: { color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '2px' },
});

/** What the address asks to look up: /info/join?code=… or /info/index?tab=join&code=… (an invitation link's code). */
const codeFromAddress = (params: URLSearchParams) => params.get('code')?.trim() ?? '';

/**
 * The join tab: a code or a pasted invitation link is looked up, the organisation shown, and asked to
 * join (the person then waits for its administrator); administrators also generate codes, each with
 * its link to send, revoke codes and decide applications. The page is built again for another address
 * (PersonalCentrePage), so the address's code is read once.
 */
export function JoinTab() {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const [params] = useSearchParams();
  const me = useQuery(userInfoQuery());
  const isAdmin = (me.data?.roleName ?? '').split(',').includes('administrator');
  // The address's code is looked up at once (a link opened in the app shows its invitation); then the box's.
  const [fromAddress] = useState(() => {
    const text = codeFromAddress(params);
    return text ? { text, parsed: inviteCodeFromInput(text, window.location.origin) } : null;
  });
  const [input, setInput] = useState(fromAddress?.parsed.ok ? fromAddress.parsed.code : (fromAddress?.text ?? ''));
  const [inputError, setInputError] = useState<string | undefined>(() => (fromAddress && !fromAddress.parsed.ok ? localise(fromAddress.parsed.message) : undefined));
  // The code being looked up.
  const [code, setCode] = useState(fromAddress?.parsed.ok ? fromAddress.parsed.code : '');
  const info = useQuery({ ...inviteInfoQuery(code), enabled: !!code });
  const join = useJoinInvite();
  const queryClient = useQueryClient();
  // Where the last application went: the person is told it waits for that organisation's administrator.
  const [appliedTo, setAppliedTo] = useState<string | null>(null);
  const [generated, setGenerated] = useState<InviteInfo | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const copy = useCopyText();
  const error = inputError ?? (info.error ? localise(info.error.message) : join.error ? localise(join.error.message) : undefined);

  const lookUp = () => {
    join.reset();
    setAppliedTo(null);
    const parsed = inviteCodeFromInput(input, window.location.origin);
    if (!parsed.ok) {
      setInputError(localise(parsed.message));
      setCode('');
      return;
    }
    setInputError(undefined);
    // A pasted link becomes the code it carries, so the person sees what is looked up.
    setInput(parsed.code);
    if (parsed.code === code) void info.refetch();
    else setCode(parsed.code);
  };

  const accept = () =>
    join.mutate(code, {
      onSuccess: (joined) => {
        setAppliedTo(joined.orgName);
        setCode('');
        setInput('');
      },
    });

  const generate = async () => {
    setGenerateError(null);
    try {
      setGenerated(await callEndpoint(personalEndpoints.inviteGenerate));
      void queryClient.invalidateQueries({ queryKey: inviteKeys.active() });
    } catch (cause) {
      setGenerateError(localise((cause as Error).message));
    }
  };
  const generatedLink = generated ? inviteLink(window.location.origin, generated.code) : '';

  return (
    <div className={styles.wide}>
      <section className={styles.root}>
        <Text as="h2" size={500} weight="semibold">
          {t('personal.joinTitle')}
        </Text>
        <div className={styles.row}>
          <Field className={styles.grow} label={t('personal.codeOrLink')} hint={t('personal.joinHint')} validationMessage={error} required>
            <Input
              value={input}
              onChange={(_, d) => {
                setInput(d.value);
                setInputError(undefined);
                setCode('');
                setAppliedTo(null);
                join.reset();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') lookUp();
              }}
              data-testid="invite-code"
            />
          </Field>
          <Button className={styles.button} onClick={lookUp} disabled={info.isFetching || join.isPending} data-testid="invite-lookup">
            {t('personal.lookUp')}
          </Button>
        </div>
        {appliedTo && (
          <MessageBar intent="success" data-testid="invite-applied">
            <MessageBarBody>
              <MessageBarTitle>{t('personal.invitePage.applied', { org: appliedTo })}</MessageBarTitle>
              {localise(INVITE_MESSAGES.inviteApplied)}
            </MessageBarBody>
          </MessageBar>
        )}
        {code && info.data && (
          <>
            <Card className={styles.card} data-testid="invite-info">
              <InviteDetails info={info.data} />
            </Card>
            <div>
              <Button appearance="primary" onClick={accept} disabled={join.isPending} data-testid="invite-join">
                {t('personal.join')}
              </Button>
            </div>
          </>
        )}
      </section>
      {isAdmin && (
        <section className={styles.wide}>
          <Text as="h2" size={500} weight="semibold">
            {t('personal.generateTitle')}
          </Text>
          <Text className={styles.muted}>{t('personal.generateHint')}</Text>
          {generateError && (
            <MessageBar intent="error">
              <MessageBarBody>{generateError}</MessageBarBody>
            </MessageBar>
          )}
          <div>
            <Button onClick={() => void generate()} data-testid="invite-generate">
              {t('personal.generate')}
            </Button>
          </div>
          {generated && (
            <>
              <div className={styles.row}>
                <Field className={styles.grow} label={t('personal.generatedCode')}>
                  <Input readOnly value={generated.code} className={styles.code} data-testid="invite-generated" />
                </Field>
                <Button className={styles.copy} icon={<CopyRegular />} onClick={() => void copy(generated.code)} data-testid="invite-copy-code">
                  {t('personal.copyCode')}
                </Button>
              </div>
              <div className={styles.row}>
                <Field className={styles.grow} label={t('personal.generatedLink')}>
                  <Input readOnly value={generatedLink} contentBefore={<LinkRegular aria-hidden />} data-testid="invite-generated-link" />
                </Field>
                <Button className={styles.copy} appearance="primary" icon={<CopyRegular />} onClick={() => void copy(generatedLink)} data-testid="invite-copy-link">
                  {t('personal.copyLink')}
                </Button>
              </div>
              <Card className={styles.card} data-testid="invite-generated-info">
                <InviteDetails info={generated} />
              </Card>
            </>
          )}
          <InviteAdministration />
        </section>
      )}
    </div>
  );
}
