import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SignInFieldValues } from './SignInFields';

/** Nothing typed yet, "Remember me" off. */
export const EMPTY_SIGN_IN: SignInFieldValues = { emailOrPhone: '', password: '', rememberMe: false };

/** Where a login machine stands, by its tags: `loading` while the call is under way, `success` once logged in. */
export interface SignInProgress {
  hasTag(tag: 'loading' | 'success'): boolean;
}

/**
 * A login form's values and its frame's state: `change` merges what a field changed, the frame's submit hands the
 * values to the login machine (which checks them) instead of sending the form, and busy and succeeded follow the
 * machine's tags.
 */
export function useSignInForm<TValues extends SignInFieldValues>(
  initialValues: TValues,
  onSubmit: (values: TValues) => void,
  machine: SignInProgress,
) {
  const [values, setValues] = useState<TValues>(initialValues);
  const change = (patch: Partial<TValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };
  const succeeded = machine.hasTag('success');
  return { values, change, succeeded, frame: { busy: machine.hasTag('loading'), succeeded, onSubmit: submit } };
}

export interface SignInFormProps {
  /** The form's accessible name. */
  label: string;
  /** The login call is under way: the button says so (`busyLabel`) and waits. */
  busy: boolean;
  busyLabel: string;
  /** Logged in: the button stays off while the page moves on. */
  succeeded: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Above the button: the messages and the fields. */
  children: ReactNode;
  /** Below the button (the member's "no account" link). */
  after?: ReactNode;
}

/**
 * A login form's frame: the fields and messages, then the full-width submit button. The machine checks the fields,
 * so its message is what the user sees (not the browser's bubble): the form does not validate itself.
 */
export function SignInForm({ label, busy, busyLabel, succeeded, submitLabel, onSubmit, children, after }: SignInFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} aria-label={label}>
      <Stack gap="md">
        {children}
        <Button type="submit" fullWidth size="md" disabled={busy || succeeded}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {after}
      </Stack>
    </form>
  );
}
