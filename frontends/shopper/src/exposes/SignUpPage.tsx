import { accountProblem, codeProblem, inviteCodeProblem } from '@shop/contracts/account-rules';
import { Input } from '@shop/ui';
import { Link, useTRPC } from '@shop/web-core';
import { AccountField } from '../forms/AccountField';
import { CodeField } from '../forms/CodeField';
import { NewPasswordFields } from '../forms/PasswordFields';
import { useShopperTexts } from '../i18n';
import '../shopper.css';
import { Form, newPasswordProblems, useForm, useStartSession, useSubmit, useWithQuery } from '@shop/web-core/forms';

/** A new account, proved with a code sent to it; signed in straight away. */
export default function SignUpPage() {
  const { t } = useShopperTexts('auth');
  const trpc = useTRPC();
  const startSession = useStartSession();
  const signUp = useSubmit(trpc.user.signup.mutationOptions({ onSuccess: startSession }));
  const withQuery = useWithQuery();
  const form = useForm({ account: '', code: '', password: '', confirmPassword: '', inviteCode: '' });

  const submit = () => {
    const { account, code, password, confirmPassword, inviteCode } = form.values;
    const valid = form.validate({
      account: accountProblem(account),
      code: codeProblem(code),
      ...newPasswordProblems(form.values),
      inviteCode: inviteCodeProblem(inviteCode.trim()),
    });
    if (valid) signUp.mutate({ account: account.trim(), code: code.trim(), password, confirmPassword, inviteCode: inviteCode.trim() || undefined });
  };

  return (
    <div className="shopper-auth">
      <h1>{t('signUp.title')}</h1>
      <Form submitLabel={t('signUp.submit')} pending={signUp.isPending} onSubmit={submit}>
        <AccountField {...form.text('account')} />
        <CodeField form={form} purpose="signup" />
        <NewPasswordFields password={form.text('password')} confirmPassword={form.text('confirmPassword')} label={t('signUp.password')} />
        <Input {...form.text('inviteCode')} label={t('signUp.inviteCode')} size="md" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      </Form>
      <p>
        {t('signUp.haveAccount')} <Link to={withQuery('/h5/signin')}>{t('signUp.signIn')}</Link>
      </p>
    </div>
  );
}
