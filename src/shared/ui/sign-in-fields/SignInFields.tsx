import { Anchor, Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { PasswordField, TextField } from '@/shared/ui/form-field';

export interface SignInFieldValues {
  emailOrPhone: string;
  password: string;
  rememberMe: boolean;
}

export interface SignInFieldsProps {
  values: SignInFieldValues;
  /** The one field that changed, to merge into the form's values. */
  onChange: (change: Partial<SignInFieldValues>) => void;
  /** The first field's label ("Email or Phone", "Email address"). */
  identifierLabel: string;
  /** "email" where only an e-mail address signs in (else a plain text input). */
  identifierType?: 'email';
  /** The link's text, which the spec words per form ("Forgot Password?", "Forgot password?"). */
  forgotPasswordLabel: string;
}

/** The fields every login form shares: who, the password, "Remember me" and the forgotten-password link. */
export function SignInFields({ values, onChange, identifierLabel, identifierType, forgotPasswordLabel }: SignInFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={identifierLabel}
        type={identifierType}
        autoComplete="username"
        value={values.emailOrPhone}
        onChange={(emailOrPhone) => onChange({ emailOrPhone })}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        value={values.password}
        onChange={(password) => onChange({ password })}
      />
      <Group justify="space-between" gap="xs">
        <Checkbox
          label={t('login.rememberMe')}
          checked={values.rememberMe}
          onChange={(event) => onChange({ rememberMe: event.currentTarget.checked })}
        />
        <Anchor component={Link} to={routes.forgotPassword} size="sm">
          {forgotPasswordLabel}
        </Anchor>
      </Group>
    </>
  );
}
