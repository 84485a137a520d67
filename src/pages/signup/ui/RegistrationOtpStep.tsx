import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';
import type { OtpCodeStatus } from '@machines/otp-code';
import type { OtpChannel } from '@machines/registration';
import { OtpCodeStatusText, OtpInput, ResendCode } from '@/shared/ui/otp-input';

export interface RegistrationOtpStepProps {
  email: string;
  /** The mobile number the code went to by SMS. */
  phone?: string;
  /** Where the code went (e-mail, phone or both); the e-mail when unsaid. */
  sentTo?: OtpChannel[];
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

/** Step 2: the six digits sent to the new member, by e-mail, SMS or both; the step names where they went. */
export function RegistrationOtpStep({
  email,
  phone = '',
  sentTo = ['email'],
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
  const { t } = useTranslation('auth');
  const verifying = busy && !resending;
  const byMail = sentTo.includes('email');
  const bySms = sentTo.includes('phone');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onVerify();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="registration-otp-heading">
      <Stack gap="md">
        <Title order={1} id="registration-otp-heading" fz={{ base: 24, sm: 28 }}>
          {byMail ? t('otp.headingEmail') : t('otp.headingPhone')}
        </Title>
        <Text size="sm" c="dimmed">
          {byMail && bySms
            ? t('otp.sentToBoth', { email, phone })
            : byMail
              ? t('otp.sentToEmail', { email })
              : t('otp.sentToPhone', { phone })}
        </Text>
        {notice !== null && (
          <Alert color="green" variant="light" role="status">
            {translateMessage(notice)}
          </Alert>
        )}
        <OtpInput value={otp} onChange={onOtpChange} disabled={busy || code.codeExpired} invalid={error !== null} />
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(error)}
          </Alert>
        )}
        <OtpCodeStatusText triesLeft={code.triesLeft} codeExpired={code.codeExpired} />
        <Button type="submit" fullWidth size="md" disabled={busy || code.codeExpired}>
          {verifying ? t('otp.verifying') : t('otp.verify')}
        </Button>
        <ResendCode availableAt={code.resendAvailableAt} resending={resending} disabled={busy} onResend={onResend} />
      </Stack>
    </form>
  );
}
