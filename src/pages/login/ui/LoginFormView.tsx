import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoginUserType, LoginValues } from '@machines/login';
import { routes } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { MemberTypeRadio } from '@/shared/ui/member-type-radio';
import { EMPTY_SIGN_IN, SignInFields, SignInForm, useSignInForm } from '@/shared/ui/sign-in-fields';
import type { LoginSnapshot } from '../model/login-actor';

export interface LoginFormViewProps {
  snapshot: LoginSnapshot;
  onSubmit: (values: LoginValues) => void;
  /** What the fields hold at first (stories). */
  initialValues?: Partial<LoginValues>;
  /** After logging in the visitor goes back to the page that sent them here, not to the dashboard. */
  returning?: boolean;
  /** Why the member is asked to log in (e.g. their session expired), shown above the form. */
  notice?: string | null;
}

const submitLabelKeys: Record<LoginUserType, string> = {
  student: 'login.submitStudent',
  tutor: 'login.submitTutor',
};

/** The login form, drawn from the login machine's state. */
export function LoginFormView({ snapshot, onSubmit, initialValues, returning = false, notice = null }: LoginFormViewProps) {
  const { t } = useTranslation('auth');
  const { values, change, succeeded, frame } = useSignInForm<LoginValues>(
    { ...EMPTY_SIGN_IN, userType: 'student', ...initialValues },
    onSubmit,
    snapshot,
  );
  const { error, user } = snapshot.context;

  return (
    <SignInForm
      {...frame}
      label={t('login.formLabel')}
      busyLabel={t('login.loggingIn')}
      submitLabel={t(submitLabelKeys[values.userType === 'tutor' ? 'tutor' : 'student'])}
      after={
        <Text ta="center" size="sm">
          <Anchor component={Link} to={routes.signup}>
            {t('login.noAccount')}
          </Anchor>
        </Text>
      }
    >
      {notice !== null && !succeeded && (
        <Alert color="yellow" variant="light" role="status">
          {translateMessage(notice)}
        </Alert>
      )}
      <MemberTypeRadio label={t('login.userType')} value={values.userType} onChange={(userType) => change({ userType })} />
      <SignInFields
        values={values}
        onChange={change}
        identifierLabel={t('login.emailOrPhone')}
        forgotPasswordLabel={t('login.forgotPassword')}
      />
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(error)}
        </Alert>
      )}
      {succeeded && user && (
        <Alert color="green" variant="light" role="status">
          {t('login.welcomeBack', { name: user.name })} {returning ? t('login.takingBack') : t('login.openingDashboard')}
        </Alert>
      )}
    </SignInForm>
  );
}
