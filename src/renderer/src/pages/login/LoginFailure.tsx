import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Spec 1 §8: a failed login shows the server's error_description as an error. */
export function LoginFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" layout="multiline" role="alert" data-testid="login-error">
      <MessageBarBody>
        <MessageBarTitle>{t('login.failed')}</MessageBarTitle>
        {message}
      </MessageBarBody>
    </MessageBar>
  );
}
