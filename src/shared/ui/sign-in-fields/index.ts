export { SignInFields, type SignInFieldsProps, type SignInFieldValues } from './SignInFields';
export { EMPTY_SIGN_IN, SignInForm, useSignInForm, type SignInFormProps, type SignInProgress } from './SignInForm';
