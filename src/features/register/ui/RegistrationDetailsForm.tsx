import { Alert, Anchor, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
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

const headings: Record<RegistrationUserType, string> = {
  tutor: 'Join as a Tutor',
  student: 'Join as a Guardian/Student',
};

/** Step 1: who is registering; tutors also give their gender. */
export function RegistrationDetailsForm({ initialValues, busy, error, notice, onSubmit }: RegistrationDetailsFormProps) {
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
          {headings[values.userType]}
        </Title>
        <Text size="sm" c="dimmed" mt={-8}>
          All fields are required. Registration is free.
        </Text>
        <MemberTypeRadio label="Register as" value={values.userType} onChange={(value) => set('userType', value)} />
        <TextField label="Name" autoComplete="name" value={values.name} onChange={(value) => set('name', value)} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(value) => set('email', value)}
        />
        {isTutor && (
          <NativeSelect
            label="Gender"
            required
            withAsterisk={false}
            value={values.gender}
            onChange={(event) => set('gender', event.currentTarget.value as Gender | '')}
            data={[{ value: '', label: 'Select your gender', disabled: true }, ...REGISTRATION_GENDERS]}
          />
        )}
        <TextField label="Phone" type="tel" autoComplete="tel" value={values.phone} onChange={(value) => set('phone', value)} />
        <PasswordField
          label="Password"
          description="At least 8 characters, not easy to guess"
          minLength={6}
          autoComplete="new-password"
          value={values.password}
          onChange={(value) => set('password', value)}
        />
        <PasswordField
          label="Re-enter Password"
          minLength={6}
          autoComplete="new-password"
          value={values.rePassword}
          onChange={(value) => set('rePassword', value)}
        />
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {notice !== null && (
          <Alert color="green" variant="light" role="status">
            {notice}
          </Alert>
        )}
        <Button type="submit" fullWidth size="md" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit & Register'}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to={routes.login}>
            Already have an account? Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
