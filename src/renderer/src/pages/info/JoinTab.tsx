import { Button, Card, Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { INVITE_MESSAGES, inviteCodeSchema, type InviteInfo } from '@shared/domain/invite';
import { ORG_CATEGORY_CODES, type OrgCategory } from '@shared/domain/organisation';
import { firstMessage, validate } from '@shared/domain/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { sessionKeys, userInfoQuery } from '../../api/sessionQueries';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '640px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  grow: { flex: 1 },
  card: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '2px' },
});

function InviteCard({ info, testId }: { info: InviteInfo; testId: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const category = (ORG_CATEGORY_CODES as readonly string[]).includes(info.orgCategory) ? t(`orgCategories.${info.orgCategory as OrgCategory}`) : info.orgCategory;
  return (
    <Card className={styles.card} data-testid={testId}>
      <Text className={styles.muted}>{t('personal.orgName')}</Text>
      <Text weight="semibold">{info.orgName}</Text>
      <Text className={styles.muted}>{t('personal.orgCategory')}</Text>
      <Text>{category}</Text>
      <Text className={styles.muted}>{t('personal.deptName')}</Text>
      <Text>{info.deptName}</Text>
      <Text className={styles.muted}>{t('personal.expireTime')}</Text>
      <Text>{info.expireTime || t('personal.neverExpires')}</Text>
    </Card>
  );
}

/** The join tab: look an invitation code up, see the organisation, join it; administrators also generate codes. */
export function JoinTab() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const me = useQuery(userInfoQuery());
  const isAdmin = (me.data?.roleName ?? '').split(',').includes('administrator');
  const [code, setCode] = useState('');
  const [info, setInfo] = useState<InviteInfo | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<InviteInfo | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);

  const attempt = async (action: () => Promise<void>) => {
    setError(undefined);
    const checked = validate(inviteCodeSchema, { code });
    if (!checked.success) return setError(localise(firstMessage(checked.error)));
    setBusy(true);
    try {
      await action();
    } catch (cause) {
      setError(localise((cause as Error).message));
    } finally {
      setBusy(false);
    }
  };

  const lookUp = () => attempt(async () => setInfo(await callEndpoint(personalEndpoints.inviteInfo, { code: code.trim() })));
  const join = () =>
    attempt(async () => {
      await callEndpoint(personalEndpoints.inviteJoin, { code: code.trim() });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.orgs() });
      notify('success', localise(INVITE_MESSAGES.inviteJoined));
      setInfo(null);
      setCode('');
    });
  const generate = async () => {
    setGenerateError(null);
    try {
      setGenerated(await callEndpoint(personalEndpoints.inviteGenerate));
    } catch (cause) {
      setGenerateError(localise((cause as Error).message));
    }
  };

  return (
    <div className={styles.root}>
      <section className={styles.root}>
        <Text as="h2" size={500} weight="semibold">
          {t('personal.joinTitle')}
        </Text>
        <div className={styles.row}>
          <Field className={styles.grow} label={t('resources.invite.fields.code')} hint={t('personal.joinHint')} validationMessage={error} required>
            <Input
              value={code}
              onChange={(_, d) => {
                setCode(d.value);
                setInfo(null);
              }}
              data-testid="invite-code"
            />
          </Field>
          <Button style={{ marginTop: '26px' }} onClick={() => void lookUp()} disabled={busy} data-testid="invite-lookup">
            {t('personal.lookUp')}
          </Button>
        </div>
        {info && (
          <>
            <InviteCard info={info} testId="invite-info" />
            <div>
              <Button appearance="primary" onClick={() => void join()} disabled={busy} data-testid="invite-join">
                {t('personal.join')}
              </Button>
            </div>
          </>
        )}
      </section>
      {isAdmin && (
        <section className={styles.root}>
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
              <Field label={t('personal.generatedCode')}>
                <Input readOnly value={generated.code} className={styles.code} data-testid="invite-generated" />
              </Field>
              <InviteCard info={generated} testId="invite-generated-info" />
            </>
          )}
        </section>
      )}
    </div>
  );
}
