import { Alert, Anchor, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/shared/i18n';
import { Link } from 'react-router-dom';
import type { Gender, RegistrationUserType, RegistrationValues } from '@machines/registration';
import { routes } from '@/shared/config';
import { REGISTRATION_GENDERS } from '@/shared/config';
import { PasswordField, TextField } from '@/shared/ui/form-field';
import { MemberTypeRadio } from '@/shared/ui/member-type-radio';

export interface RegistrationDetailsFormProps {
  /** What the fields hold when the form opens. */
  initialValues: RegistrationValues;
  busy: boolean;
  error: string | null;
  notice: string | null;
  onSubmit: (values: RegistrationValues) => void;
}

const headingKeys: Record<RegistrationUserType, string> = {
  tutor: 'register.headingTutor',
  student: 'register.headingStudent',
};

/** Step 1: who is registering; tutors also give their gender. */
export function RegistrationDetailsForm({ initialValues, busy, error, notice, onSubmit }: RegistrationDetailsFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<RegistrationValues>(initialValues);
  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const isTutor = values.userType === 'tutor';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} aria-busy={busy} aria-labelledby="registration-heading">
      <Stack gap="md">
        <Title order={1} id="registration-heading" fz={{ base: 26, sm: 30 }}>
          {t(headingKeys[values.userType])}
        </Title>
        <Text size="sm" c="dimmed" mt={-8}>
          {t('register.intro')}
        </Text>
        <MemberTypeRadio label={t('register.registerAs')} value={values.userType} onChange={(value) => set('userType', value)} />
        <TextField label={t('register.name')} autoComplete="name" value={values.name} onChange={(value) => set('name', value)} />
        <TextField
          label={t('register.phone')}
          description={t('register.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(value) => set('phone', value)}
        />
        <TextField
          label={t('register.email')}
          description={t('register.emailHint')}
          type="email"
          autoComplete="email"
          required={false}
          value={values.email}
          onChange={(value) => set('email', value)}
        />
        {isTutor && (
          <NativeSelect
            label={t('register.gender')}
            required
            withAsterisk={false}
            value={values.gender}
            onChange={(event) => set('gender', event.currentTarget.value as Gender | '')}
            data={[
              { value: '', label: t('register.selectGender'), disabled: true },
              ...REGISTRATION_GENDERS.map((gender) => ({ value: gender, label: t(`register.genders.${gender}`) })),
            ]}
          />
        )}
        <PasswordField
          label={t('register.password')}
          description={t('register.passwordHint')}
          minLength={6}
          autoComplete="new-password"
          value={values.password}
          onChange={(value) => set('password', value)}
        />
        <PasswordField
          label={t('register.rePassword')}
          minLength={6}
          autoComplete="new-password"
          value={values.rePassword}
          onChange={(value) => set('rePassword', value)}
        />
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(error)}
          </Alert>
        )}
        {notice !== null && (
          <Alert color="green" variant="light" role="status">
            {translateMessage(notice)}
          </Alert>
        )}
        <Button type="submit" fullWidth size="md" disabled={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to={routes.login}>
            {t('register.haveAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
