import { Alert, Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AdminLoginValues } from '@machines/admin-login';
import { ADMIN_LOGIN_MESSAGES } from '@machines/admin-login';
import { SignInFields } from '@/shared/ui/sign-in-fields';
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

  const change = (patch: Partial<AdminLoginValues>) => setValues((current) => ({ ...current, ...patch }));

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
        <SignInFields
          values={values}
          onChange={change}
          identifierLabel="Email address"
          identifierType="email"
          forgotPasswordLabel="Forgot password?"
        />
        <Button type="submit" fullWidth size="md" disabled={busy || succeeded}>
          {busy ? 'Logging in...' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
