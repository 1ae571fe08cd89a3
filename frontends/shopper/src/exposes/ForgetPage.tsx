import { accountProblem, codeProblem } from '@shop/contracts/account-rules';
import { showToast, useNavigate, useTRPC } from '@shop/web-core';
import { AccountField } from '../forms/AccountField';
import { CodeField } from '../forms/CodeField';
import { NewPasswordFields } from '../forms/PasswordFields';
import { useShopperTexts } from '../i18n';
import '../shopper.css';
import { Form, newPasswordProblems, useForm, useSubmit, useWithQuery } from '@shop/web-core/forms';

/** A forgotten password: a code sent to the account lets the user choose a new one, then sign in. */
export default function ForgetPage() {
  const { t } = useShopperTexts('auth');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const withQuery = useWithQuery();
  const resetPassword = useSubmit(
    trpc.user.resetPassword.mutationOptions({
      onSuccess: () => {
        showToast({ title: t('forget.done'), color: 'success' });
        // Every session ended with the reset, so the user signs in again (then goes where they meant to).
        navigate(withQuery('/h5/signin'), { replace: true });
      },
    }),
  );
  const form = useForm({ account: '', code: '', password: '', confirmPassword: '' });

  const submit = () => {
    const { account, code, password, confirmPassword } = form.values;
    if (form.validate({ account: accountProblem(account), code: codeProblem(code), ...newPasswordProblems(form.values) })) {
      resetPassword.mutate({ account: account.trim(), code: code.trim(), password, confirmPassword });
    }
  };

  return (
    <div className="shopper-auth">
      <h1>{t('forget.title')}</h1>
      <p>{t('forget.intro')}</p>
      <Form submitLabel={t('forget.submit')} pending={resetPassword.isPending} onSubmit={submit}>
        <AccountField {...form.text('account')} />
        <CodeField form={form} purpose="reset" />
        <NewPasswordFields password={form.text('password')} confirmPassword={form.text('confirmPassword')} label={t('forget.password')} />
      </Form>
    </div>
  );
}
