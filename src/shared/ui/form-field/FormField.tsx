import { PasswordInput, Textarea, TextInput, type PasswordInputProps, type TextareaProps, type TextInputProps } from '@mantine/core';

/** A field that holds a string and reports the new string, not the change event. */
type StringFieldProps<P> = Omit<P, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

export type TextFieldProps = StringFieldProps<TextInputProps>;
export type PasswordFieldProps = StringFieldProps<PasswordInputProps>;

/**
 * A required text input with no asterisk on its label: the sign-in and sign-up forms require every
 * field and check them in their machines (pass `withAsterisk` or `required={false}` to differ).
 */
export function TextField({ onChange, required = true, withAsterisk = false, ...props }: TextFieldProps) {
  return (
    <TextInput
      required={required}
      withAsterisk={withAsterisk}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}

/** A required password input, like `TextField`, whose show/hide button is reachable by keyboard. */
export function PasswordField({
  onChange,
  required = true,
  withAsterisk = false,
  visibilityToggleFocusable = true,
  ...props
}: PasswordFieldProps) {
  return (
    <PasswordInput
      required={required}
      withAsterisk={withAsterisk}
      visibilityToggleFocusable={visibilityToggleFocusable}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}

/**
 * A text of several lines: a fixed height (4 rows unless told) the member can drag taller. Not Mantine's autosize:
 * it needs document.fonts, which tests lack.
 */
export function LongTextField({ rows = 4, ...props }: TextareaProps) {
  return <Textarea rows={rows} resize="vertical" {...props} />;
}
