import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { OtpCodeStatusText, OtpInput, ResendCode } from '@/shared/ui/otp-input';
import type { PasswordResetSnapshot } from '../model/flow-overrides';

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
          {notice}
        </Alert>
      )}
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}

function Step({ step, hint, children }: { step: number; hint: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Reset your password
        </Title>
        <Text size="sm" c="dimmed">
          Step {step} of 3. {hint}
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
  const [email, setEmail] = useState('');
  return (
    <form onSubmit={preventing(() => onSubmit(email))} aria-busy={busy}>
      <Stack gap="md">
        <TextInput
          label="Email address"
          type="email"
          required
          withAsterisk={false}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={busy}>
          {busy ? 'Sending...' : 'Send OTP'}
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
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  return (
    <form onSubmit={preventing(() => onSubmit(newPassword, confirmPassword))} aria-busy={busy}>
      <Stack gap="md">
        <PasswordInput
          label="New Password"
          description="At least 8 characters, not easy to guess"
          required
          withAsterisk={false}
          minLength={6}
          autoComplete="new-password"
          visibilityToggleFocusable
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label="Confirm Password"
          required
          withAsterisk={false}
          minLength={6}
          autoComplete="new-password"
          visibilityToggleFocusable
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={busy}>
          {busy ? 'Resetting...' : 'Reset Password'}
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
  const { email, otp, code, error, notice } = snapshot.context;
  const resending = snapshot.hasTag('resending');
  const busy = snapshot.hasTag('loading');
  const backToLogin = (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={routes.login}>
        Back to Login
      </Anchor>
    </Text>
  );

  if (snapshot.hasTag('success')) {
    return (
      <Step step={3} hint="All done.">
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
        <Text size="sm">Taking you to the login page…</Text>
      </Step>
    );
  }

  if (snapshot.hasTag('otp')) {
    return (
      <Step step={2} hint={<>Enter the 6-digit code we e-mailed to {email}.</>}>
        <form onSubmit={preventing(onOtpSubmit)} noValidate aria-busy={busy}>
          <Stack gap="md">
            <Banners error={error} notice={notice} />
            <OtpInput value={otp} onChange={onOtpChange} disabled={busy || code.codeExpired} invalid={error !== null} />
            <OtpCodeStatusText triesLeft={code.triesLeft} codeExpired={code.codeExpired} />
            <Button type="submit" fullWidth size="md" disabled={busy || code.codeExpired}>
              {busy && !resending ? 'Verifying...' : 'Verify OTP'}
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
      <Step step={3} hint="Choose a new password.">
        <Banners error={error} notice={notice} />
        <NewPasswordStep busy={busy} onSubmit={onPasswordSubmit} />
        {backToLogin}
      </Step>
    );
  }

  return (
    <Step step={1} hint="Enter the email address of your account and we will send you a one-time password.">
      <Banners error={error} notice={notice} />
      <EmailStep busy={busy} onSubmit={onEmailSubmit} />
      {backToLogin}
    </Step>
  );
}
