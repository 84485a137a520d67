export { PasswordField, TextField, type PasswordFieldProps, type TextFieldProps } from './FormField';
