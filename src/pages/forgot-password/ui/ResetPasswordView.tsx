import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/format';
import { OtpCodeStatusText, OtpInput, ResendCode } from '@/shared/ui/otp-input';
import type { PasswordResetSnapshot } from '../model/password-reset-actor';

export interface ResetPasswordViewProps {
  snapshot: PasswordResetSnapshot;
  onEmailSubmit: (email: string) => void;
  onOtpChange: (digits: string[]) => void;
  onOtpSubmit: () => void;
  /** Asks for a new code (the Resend button; optional so a still picture needs none). */
  onResend?: () => void;
  onPasswordSubmit: (newPassword: string, confirmPassword: string) => void;
}

function Banners({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      {notice !== null && (
        <Alert color="green" variant="light" role="status">
          {translateMessage(notice)}
        </Alert>
      )}
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(error)}
        </Alert>
      )}
    </>
  );
}

function Step({ step, hint, children }: { step: number; hint: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('reset.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reset.step', { step: formatNumber(step), total: formatNumber(3) })} {hint}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

function preventing(action: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action();
  };
}

function EmailStep({ busy, onSubmit }: { busy: boolean; onSubmit: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  return (
    <form onSubmit={preventing(() => onSubmit(email))} aria-busy={busy}>
      <Stack gap="md">
        <TextInput
          label={t('reset.email')}
          description={t('reset.emailHint')}
          type="text"
          inputMode="email"
          required
          withAsterisk={false}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={busy}>
          {busy ? t('reset.sending') : t('reset.send')}
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordStep({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (newPassword: string, confirmPassword: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  return (
    <form onSubmit={preventing(() => onSubmit(newPassword, confirmPassword))} aria-busy={busy}>
      <Stack gap="md">
        <PasswordInput
          label={t('reset.newPassword')}
          description={t('register.passwordHint')}
          required
          withAsterisk={false}
          minLength={6}
          autoComplete="new-password"
          visibilityToggleFocusable
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('reset.confirmPassword')}
          required
          withAsterisk={false}
          minLength={6}
          autoComplete="new-password"
          visibilityToggleFocusable
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={busy}>
          {busy ? t('reset.resetting') : t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The three steps of a password reset, drawn from the password-reset machine's state. */
export function ResetPasswordView({
  snapshot,
  onEmailSubmit,
  onOtpChange,
  onOtpSubmit,
  onResend = () => {},
  onPasswordSubmit,
}: ResetPasswordViewProps) {
  const { t } = useTranslation('auth');
  const { email, otp, code, error, notice } = snapshot.context;
  const byPhone = !email.includes('@');
  const resending = snapshot.hasTag('resending');
  const busy = snapshot.hasTag('loading');
  const backToLogin = (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={routes.login}>
        {t('reset.backToLogin')}
      </Anchor>
    </Text>
  );

  if (snapshot.hasTag('success')) {
    return (
      <Step step={3} hint={t('reset.allDone')}>
        <Alert color="green" variant="light" role="status">
          {notice !== null && translateMessage(notice)}
        </Alert>
        <Text size="sm">{t('reset.takingToLogin')}</Text>
      </Step>
    );
  }

  if (snapshot.hasTag('otp')) {
    return (
      <Step step={2} hint={byPhone ? t('reset.codeSentToPhone', { phone: email }) : t('reset.codeSentToEmail', { email })}>
        <form onSubmit={preventing(onOtpSubmit)} noValidate aria-busy={busy}>
          <Stack gap="md">
            <Banners error={error} notice={notice} />
            <OtpInput value={otp} onChange={onOtpChange} disabled={busy || code.codeExpired} invalid={error !== null} />
            <OtpCodeStatusText triesLeft={code.triesLeft} codeExpired={code.codeExpired} />
            <Button type="submit" fullWidth size="md" disabled={busy || code.codeExpired}>
              {busy && !resending ? t('otp.verifying') : t('otp.verify')}
            </Button>
            <ResendCode availableAt={code.resendAvailableAt} resending={resending} disabled={busy} onResend={onResend} />
          </Stack>
        </form>
        {backToLogin}
      </Step>
    );
  }

  if (snapshot.matches('newPassword') || snapshot.matches('resetting')) {
    return (
      <Step step={3} hint={t('reset.choosePassword')}>
        <Banners error={error} notice={notice} />
        <NewPasswordStep busy={busy} onSubmit={onPasswordSubmit} />
        {backToLogin}
      </Step>
    );
  }

  return (
    <Step step={1} hint={t('reset.intro')}>
      <Banners error={error} notice={notice} />
      <EmailStep busy={busy} onSubmit={onEmailSubmit} />
      {backToLogin}
    </Step>
  );
}
