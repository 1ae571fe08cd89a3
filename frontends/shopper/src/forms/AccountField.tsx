import { Input } from '@shop/ui';
import { useShopperTexts } from '../i18n';
import { type TextControl } from '@shop/web-core/forms';

/** The account: an Indonesian mobile number (any common spelling, +62 implied) or an email address. */
export function AccountField(control: TextControl) {
  const { t } = useShopperTexts('forms');
  return (
    <Input
      {...control}
      label={t('account')}
      hint={t('accountHint')}
      placeholder={t('accountPlaceholder')}
      size="md"
      required
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
