import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contracts/account-rules';
import { Input } from '@shop/ui';
import { useShopperTexts } from '../i18n';
import { type TextControl } from '@shop/web-core/forms';

interface PasswordFieldProps extends TextControl {
  label: string;
  hint?: string;
  /** Lets password managers tell a sign-in from a new password. */
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, hint, autoComplete, ...control }: PasswordFieldProps) {
  return <Input {...control} type="password" label={label} hint={hint} autoComplete={autoComplete} size="md" required />;
}

/** A new password with its format, then the same again (sign-up, reset and change of password). */
export function NewPasswordFields({ password, confirmPassword, label }: { password: TextControl; confirmPassword: TextControl; label: string }) {
  const { t } = useShopperTexts('forms');
  return (
    <>
      <PasswordField {...password} label={label} hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })} autoComplete="new-password" />
      <PasswordField {...confirmPassword} label={t('confirmPassword')} autoComplete="new-password" />
    </>
  );
}
