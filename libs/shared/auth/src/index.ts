export { applyAuthError, describeAuthError, type AuthErrorMessages, type AuthFormKind } from './lib/apply-auth-error';
export { useAuthForm, type UseAuthFormOptions } from './lib/use-auth-form';
export { AuthForm, type AuthFormProps } from './lib/auth-form';
export { SignInForm, type SignInFormProps } from './lib/sign-in-form';
export { NewAccountFields, type NewAccountFieldsProps } from './lib/new-account-fields';
export { useSignOut, type UseSignOutOptions } from './lib/use-sign-out';
export { SignOutButton, type SignOutButtonProps } from './lib/sign-out-button';
export { meQuery } from './lib/me-query';
export {
  ForgotPasswordForm,
  ResetPasswordForm,
  ChangePasswordForm,
  VerifyEmailNotice,
  VerifyEmailResult,
  type ForgotPasswordFormProps,
  type ResetPasswordFormProps,
  type ChangePasswordFormProps,
  type VerifyEmailNoticeProps,
  type VerifyEmailResultProps,
} from './lib/account-forms';
export { NotificationSettingsForm, type NotificationSettingsFormProps } from './lib/notification-settings-form';
export { SignedInAs, type SignedInAsProps } from './lib/signed-in-as';
export { AccountDataSection, type AccountDataSectionProps } from './lib/account-data-section';
export { ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage, type AccountPageProps } from './lib/account-pages';
export { AccountSettingsPage, type AccountSettingsPageProps } from './lib/account-settings-page';
