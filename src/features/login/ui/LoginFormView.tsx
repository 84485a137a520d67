import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { LoginUserType, LoginValues } from '@machines/login';
import { routes } from '@/shared/config';
import type { LoginSnapshot } from '../model/flow-overrides';

export interface LoginFormViewProps {
  snapshot: LoginSnapshot;
  onSubmit: (values: LoginValues) => void;
  /** What the fields hold at first (stories). */
  initialValues?: Partial<LoginValues>;
  /** After logging in the visitor goes back to the page that sent them here, not to the dashboard. */
  returning?: boolean;
}

const submitLabels: Record<LoginUserType, string> = {
  student: 'Login as a Guardian/Student',
  tutor: 'Login as a Tutor',
};

/** The login form, drawn from the login machine's state. */
export function LoginFormView({ snapshot, onSubmit, initialValues, returning = false }: LoginFormViewProps) {
  const [values, setValues] = useState<LoginValues>({
    emailOrPhone: '',
    password: '',
    userType: 'student',
    rememberMe: false,
    ...initialValues,
  });
  const busy = snapshot.hasTag('loading');
  const succeeded = snapshot.hasTag('success');
  const { error, user } = snapshot.context;

  const set = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    // The machine checks the fields, so its message is what the user sees (not the browser's).
    <form onSubmit={submit} noValidate aria-busy={busy} aria-label="Login">
      <Stack gap="md">
        <Radio.Group
          label="User Type"
          required
          withAsterisk={false}
          value={values.userType}
          onChange={(value) => set('userType', value as LoginUserType)}
        >
          <Group gap="lg" mt={6}>
            <Radio value="tutor" label="Tutor" />
            <Radio value="student" label="Guardian/Student" />
          </Group>
        </Radio.Group>
        <TextInput
          label="Email or Phone"
          required
          withAsterisk={false}
          autoComplete="username"
          value={values.emailOrPhone}
          onChange={(event) => set('emailOrPhone', event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          required
          withAsterisk={false}
          autoComplete="current-password"
          visibilityToggleFocusable
          value={values.password}
          onChange={(event) => set('password', event.currentTarget.value)}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Remember me"
            checked={values.rememberMe}
            onChange={(event) => set('rememberMe', event.currentTarget.checked)}
          />
          <Anchor component={Link} to={routes.forgotPassword} size="sm">
            Forgot Password?
          </Anchor>
        </Group>
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {succeeded && user && (
          <Alert color="green" variant="light" role="status">
            Welcome back, {user.name}. {returning ? 'Taking you back…' : 'Opening your dashboard…'}
          </Alert>
        )}
        <Button type="submit" fullWidth size="md" disabled={busy || succeeded}>
          {busy ? 'Logging in...' : submitLabels[values.userType === 'tutor' ? 'tutor' : 'student']}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to={routes.signup}>
            Dont have an account? Register here
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
