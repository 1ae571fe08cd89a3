import { accountProblem, codeProblem, currentPasswordProblem } from '@shop/contracts/account-rules';
import { Tabs } from '@shop/ui';
import { Link, useTRPC } from '@shop/web-core';
import { useState } from 'react';
import { AccountField } from '../forms/AccountField';
import { CodeField } from '../forms/CodeField';
import { PasswordField } from '../forms/PasswordFields';
import { useShopperTexts } from '../i18n';
import '../shopper.css';
import { Form, useForm, useStartSession, useSubmit, useWithQuery } from '@shop/web-core/forms';

type Method = 'code' | 'password';

/** Sign in with a code sent to the account or with the password; then back where the user came from. */
export default function SignInPage() {
  const { t } = useShopperTexts('auth');
  const trpc = useTRPC();
  const startSession = useStartSession();
  const signIn = useSubmit(trpc.user.signin.mutationOptions({ onSuccess: startSession }));
  const withQuery = useWithQuery();
  // One form for both tabs, so the account typed in one is still there in the other.
  const form = useForm({ account: '', code: '', password: '' });
  const [method, setMethod] = useState<Method>('code');

  const submit = () => {
    const { account, code, password } = form.values;
    if (method === 'code') {
      if (form.validate({ account: accountProblem(account), code: codeProblem(code) })) signIn.mutate({ account: account.trim(), code: code.trim() });
    } else if (form.validate({ account: accountProblem(account), password: currentPasswordProblem(password) })) {
      signIn.mutate({ account: account.trim(), password });
    }
  };

  const signInForm = (credential: Method) => (
    <Form submitLabel={t('signIn.submit')} pending={signIn.isPending} onSubmit={submit}>
      <AccountField {...form.text('account')} />
      {credential === 'code' ? (
        <CodeField form={form} purpose="signin" />
      ) : (
        <PasswordField {...form.text('password')} label={t('signIn.password')} autoComplete="current-password" />
      )}
    </Form>
  );

  return (
    <div className="shopper-auth">
      <h1>{t('signIn.title')}</h1>
      <Tabs
        label={t('signIn.methods')}
        fullWidth
        value={method}
        onChange={setMethod}
        items={[
          { value: 'code', label: t('signIn.byCode'), content: signInForm('code') },
          { value: 'password', label: t('signIn.byPassword'), content: signInForm('password') },
        ]}
      />
      <p>
        <Link to={withQuery('/h5/forget')}>{t('signIn.forgotten')}</Link>
      </p>
      <p>
        {t('signIn.noAccount')} <Link to={withQuery('/h5/signup')}>{t('signIn.signUp')}</Link>
      </p>
    </div>
  );
}
