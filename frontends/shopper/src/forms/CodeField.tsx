import { accountProblem, CODE_LENGTH } from '@shop/contracts/account-rules';
import { Input } from '@shop/ui';
import { useId, useState } from 'react';
import { useShopperTexts } from '../i18n';
import { SendCodeButton, type CodePurpose } from './SendCodeButton';
import { type Problems, type TextControl } from '@shop/web-core/forms';

/** What the code field needs of a `useForm` that has `account` and `code` fields. */
interface AccountAndCodeForm {
  values: { account: string };
  text(field: 'code'): TextControl;
  validate(found: Problems<'account'>): boolean;
  focus(field: 'code'): void;
}

/** The 6-digit verification code, with the button that sends it to the form's account. */
export function CodeField({ form, purpose }: { form: AccountAndCodeForm; purpose: CodePurpose }) {
  const { t } = useShopperTexts('forms');
  const id = useId();
  const [validMinutes, setValidMinutes] = useState<number>();
  // A code can only go to a valid account; otherwise the account field says what is wrong.
  const account = () => (form.validate({ account: accountProblem(form.values.account) }) ? form.values.account.trim() : undefined);
  return (
    <div className="shopper-code-field">
      {/* The label sits above the row, so the input and its button line up. */}
      <label htmlFor={id} className="ui-field__label">
        {t('code')}
        <span className="ui-field__required" aria-hidden="true">
          {' '}*
        </span>
      </label>
      <div className="shopper-code-row">
        <Input
          {...form.text('code')}
          id={id}
          size="md"
          fieldClassName="shopper-grow"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
        />
        <SendCodeButton
          purpose={purpose}
          account={account}
          onSent={(expiresInSeconds) => {
            setValidMinutes(Math.ceil(expiresInSeconds / 60));
            form.focus('code');
          }}
        />
      </div>
      {/* There from the start, so screen readers announce the note when it appears. */}
      <p role="status" className="shopper-note">
        {validMinutes === undefined ? null : t('codeSent', { minutes: validMinutes })}
      </p>
    </div>
  );
}
