import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AdminLoginValues } from '@machines/admin-login';
import { ADMIN_LOGIN_MESSAGES } from '@machines/admin-login';
import { routes } from '@/shared/config';
import type { AdminLoginSnapshot } from '../model/flow-overrides';

export interface AdminLoginFormViewProps {
  snapshot: AdminLoginSnapshot;
  onSubmit: (values: AdminLoginValues) => void;
  /** What the fields hold at first (stories). */
  initialValues?: Partial<AdminLoginValues>;
}

/** The admin login form, drawn from the admin login machine's state. */
export function AdminLoginFormView({ snapshot, onSubmit, initialValues }: AdminLoginFormViewProps) {
  const [values, setValues] = useState<AdminLoginValues>({
    emailOrPhone: '',
    password: '',
    rememberMe: false,
    ...initialValues,
  });
  const busy = snapshot.hasTag('loading');
  const succeeded = snapshot.hasTag('success');
  const { error } = snapshot.context;

  const set = <K extends keyof AdminLoginValues>(key: K, value: AdminLoginValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    // The machine checks the fields, so its message is what the admin sees (not the browser's bubble).
    <form onSubmit={submit} noValidate aria-busy={busy} aria-label="Admin login">
      <Stack gap="md">
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {succeeded && (
          <Alert color="green" variant="light" role="status">
            {ADMIN_LOGIN_MESSAGES.success}
          </Alert>
        )}
        <TextInput
          label="Email address"
          type="email"
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
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" disabled={busy || succeeded}>
          {busy ? 'Logging in...' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
