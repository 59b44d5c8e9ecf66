import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { personalEndpoints } from '@shared/api/personalEndpoints';
import { DEGREES, EDUCATION_LEVELS, PROFILE_LIMITS, PROFILE_MESSAGES, SEXES, profileSchema, type Profile, type ProfileInput } from '@shared/domain/profile';
import { MESSAGES } from '@shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { sessionKeys } from '../../api/sessionQueries';
import { bridge } from '../../bridge/client';
import { QueryFailure } from '../../components/QueryFailure';
import { RegionField, TextField } from '../../crud/fields';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';
import { PersonalForm } from './PersonalForm';
import { ChoiceField, DateField, LinkImagesField, ShownField } from './personalFields';
import { personalKeys, profileQuery } from './personalQueries';

const toValues = (p: Profile): ProfileInput => ({
  avatar: p.pendingAvatar || p.avatar,
  realName: p.realName,
  cardNo: p.cardNo,
  sex: p.sex,
  areaCode: p.areaCode,
  addr: p.addr,
  birthday: p.birthday,
  educational: p.educational,
  degree: p.degree,
  university: p.university,
  major: p.major,
  position: p.position,
  email: p.email,
  wechat: p.wechat,
  qq: p.qq,
  resume: p.resume,
});

/** The user tab: the person's own profile; the phone is changed under account security. */
export function ProfileTab() {
  const profile = useQuery(profileQuery());
  if (profile.isError) return <QueryFailure error={profile.error} />;
  if (!profile.data) return <Spinner />;
  // Not keyed by the data's time: a background refetch must not wipe what the person is typing.
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<ProfileInput>({
    defaultValues: toValues(profile),
    resolver: zodResolver(profileSchema) as unknown as Resolver<ProfileInput>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = async (values: ProfileInput) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      const saved = await callEndpoint(personalEndpoints.profileUpdate, values);
      queryClient.setQueryData(personalKeys.profile(), saved);
      form.reset(toValues(saved));
      void queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo() });
      // The top bar shows the session's name: take it again from the server (a failure waits for the next refresh).
      void bridge.session.reload().catch(() => undefined);
      notify('success', localise(saved.pendingAvatar && saved.pendingAvatar !== profile.pendingAvatar ? PROFILE_MESSAGES.profileAvatarPending : MESSAGES.updated));
    } catch (error) {
      setRefusal(localise((error as Error).message));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PersonalForm resource="profile" form={form} onSubmit={onSubmit} refusal={refusal} submitLabel={t('personal.save')} submitting={submitting} testId="profile-form">
      <LinkImagesField name="avatar" />
      {profile.pendingAvatar && (
        <MessageBar intent="info" style={{ gridColumn: '1 / -1' }} data-testid="avatar-pending">
          <MessageBarBody>{t('personal.avatarPending')}</MessageBarBody>
        </MessageBar>
      )}
      <ShownField name="account" value={profile.account} />
      <TextField name="realName" required max={PROFILE_LIMITS.realName} />
      <TextField name="cardNo" />
      <ChoiceField name="sex" group="sexes" values={SEXES} required />
      <RegionField name="areaCode" wide />
      <TextField name="addr" max={PROFILE_LIMITS.addr} wide />
      <DateField name="birthday" required />
      <ChoiceField name="educational" group="educations" values={EDUCATION_LEVELS} required />
      <ChoiceField name="degree" group="degrees" values={DEGREES} />
      <TextField name="university" required max={PROFILE_LIMITS.university} />
      <TextField name="major" required max={PROFILE_LIMITS.major} />
      <TextField name="position" required max={PROFILE_LIMITS.position} />
      <ShownField name="phone" value={profile.phone} />
      <TextField name="email" max={PROFILE_LIMITS.email} />
      <TextField name="wechat" max={PROFILE_LIMITS.wechat} />
      <TextField name="qq" />
      <ShownField name="registerTime" value={profile.registerTime} />
      <TextField name="resume" multiline max={PROFILE_LIMITS.resume} />
    </PersonalForm>
  );
}
