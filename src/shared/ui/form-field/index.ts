export { LongTextField, PasswordField, TextField, type PasswordFieldProps, type TextFieldProps } from './FormField';
