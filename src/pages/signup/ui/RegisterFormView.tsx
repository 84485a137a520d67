import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationValues } from '@machines/registration';
import type { RegistrationSnapshot } from '../model/registration-actor';
import { RegistrationDetailsForm } from './RegistrationDetailsForm';
import { RegistrationOtpStep } from './RegistrationOtpStep';

export interface RegisterFormViewProps {
  snapshot: RegistrationSnapshot;
  onSubmit: (values: RegistrationValues) => void;
  onOtpChange: (digits: string[]) => void;
  onVerify: () => void;
  /** Asks for a new code (the Resend button; optional so a still picture needs none). */
  onResend?: () => void;
}

/** Registration drawn from the registration machine's state: the form, the OTP step, or done. */
export function RegisterFormView({ snapshot, onSubmit, onOtpChange, onVerify, onResend = () => {} }: RegisterFormViewProps) {
  const { t } = useTranslation('auth');
  const { values, payload, otp, code, error, notice } = snapshot.context;
  const busy = snapshot.hasTag('loading');

  if (snapshot.hasTag('success')) {
    return (
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('register.welcome')}
        </Title>
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      </Stack>
    );
  }

  if (snapshot.hasTag('otp')) {
    return (
      <RegistrationOtpStep
        email={payload?.email ?? values.email}
        phone={payload?.phone ?? values.phone}
        sentTo={snapshot.context.sentTo}
        otp={otp}
        busy={busy}
        resending={snapshot.hasTag('resending')}
        code={code}
        error={error}
        notice={notice}
        onOtpChange={onOtpChange}
        onVerify={onVerify}
        onResend={onResend}
      />
    );
  }

  return <RegistrationDetailsForm initialValues={values} busy={busy} error={error} notice={notice} onSubmit={onSubmit} />;
}
