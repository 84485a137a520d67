import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import type { OtpCodeStatus } from '@machines/otp-code';
import { OtpCodeStatusText, OtpInput, ResendCode } from '@/shared/ui/otp-input';

export interface RegistrationOtpStepProps {
  email: string;
  otp: string[];
  busy: boolean;
  /** A new code is being sent. */
  resending: boolean;
  /** Tries left, a dead code, and when Resend opens. */
  code: OtpCodeStatus;
  error: string | null;
  notice: string | null;
  onOtpChange: (digits: string[]) => void;
  onVerify: () => void;
  onResend: () => void;
}

/** Step 2: the six digits e-mailed to the new member. */
export function RegistrationOtpStep({
  email,
  otp,
  busy,
  resending,
  code,
  error,
  notice,
  onOtpChange,
  onVerify,
  onResend,
}: RegistrationOtpStepProps) {
  const verifying = busy && !resending;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onVerify();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="registration-otp-heading">
      <Stack gap="md">
        <Title order={1} id="registration-otp-heading" fz={{ base: 24, sm: 28 }}>
          Enter OTP sent to your email
        </Title>
        <Text size="sm" c="dimmed">
          We e-mailed a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </Text>
        {notice !== null && (
          <Alert color="green" variant="light" role="status">
            {notice}
          </Alert>
        )}
        <OtpInput value={otp} onChange={onOtpChange} disabled={busy || code.codeExpired} invalid={error !== null} />
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <OtpCodeStatusText triesLeft={code.triesLeft} codeExpired={code.codeExpired} />
        <Button type="submit" fullWidth size="md" disabled={busy || code.codeExpired}>
          {verifying ? 'Verifying...' : 'Verify OTP'}
        </Button>
        <ResendCode availableAt={code.resendAvailableAt} resending={resending} disabled={busy} onResend={onResend} />
      </Stack>
    </form>
  );
}
