export { SignInFields, type SignInFieldsProps, type SignInFieldValues } from './SignInFields';
