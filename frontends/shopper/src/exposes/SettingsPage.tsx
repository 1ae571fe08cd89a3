import { NICKNAME_MAX_LENGTH } from '@shop/contracts/account-rules';
import { Input } from '@shop/ui';
import { showToast, useQuery, useQueryClient, useTRPC } from '@shop/web-core';
import { NewPasswordFields, PasswordField } from '../forms/PasswordFields';
import { currentPasswordProblem, nicknameProblem } from '@shop/contracts/account-rules';
import { useShopperTexts } from '../i18n';
import '../shopper.css';
import { Form, Loaded, newPasswordProblems, SignedInOnly, useForm, useSubmit } from '@shop/web-core/forms';

/** The signed-in user's profile (nickname) and password. */
export default function SettingsPage() {
  return (
    <SignedInOnly>
      <Settings />
    </SignedInOnly>
  );
}

function Settings() {
  const { t } = useShopperTexts('settings');
  const trpc = useTRPC();
  const me = useQuery(trpc.user.me.queryOptions());
  return (
    <div className="shopper-settings">
      <h1>{t('title')}</h1>
      <Loaded query={me}>{(user) => <ProfileForm key={user.id} account={user.account} nickname={user.nickname} />}</Loaded>
      <PasswordForm />
    </div>
  );
}

function ProfileForm({ account, nickname }: { account: string; nickname: string }) {
  const { t } = useShopperTexts('settings');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const updateProfile = useSubmit(
    trpc.user.updateProfile.mutationOptions({
      onSuccess: (user) => {
        queryClient.setQueryData(trpc.user.me.queryKey(), user);
        showToast({ title: t('profileSaved'), color: 'success' });
      },
    }),
  );
  const form = useForm({ nickname });

  const submit = () => {
    if (form.validate({ nickname: nicknameProblem(form.values.nickname) })) updateProfile.mutate({ nickname: form.values.nickname.trim() });
  };

  return (
    <section className="shopper-card" aria-labelledby="shopper-settings-profile">
      <h2 id="shopper-settings-profile">{t('profile')}</h2>
      <p className="shopper-muted">{t('account', { account })}</p>
      <Form submitLabel={t('saveProfile')} pending={updateProfile.isPending} onSubmit={submit}>
        <Input {...form.text('nickname')} label={t('nickname')} size="md" required maxLength={NICKNAME_MAX_LENGTH} autoComplete="nickname" />
      </Form>
    </section>
  );
}

function PasswordForm() {
  const { t } = useShopperTexts('settings');
  const trpc = useTRPC();
  const form = useForm({ oldPassword: '', password: '', confirmPassword: '' });
  const changePassword = useSubmit(
    trpc.user.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset();
        showToast({ title: t('passwordChanged'), color: 'success' });
      },
    }),
  );

  const submit = () => {
    const { oldPassword, password, confirmPassword } = form.values;
    if (form.validate({ oldPassword: currentPasswordProblem(oldPassword), ...newPasswordProblems(form.values) })) {
      changePassword.mutate({ oldPassword, password, confirmPassword });
    }
  };

  return (
    <section className="shopper-card" aria-labelledby="shopper-settings-password">
      <h2 id="shopper-settings-password">{t('password')}</h2>
      <p className="shopper-muted">{t('passwordNote')}</p>
      <Form submitLabel={t('changePassword')} pending={changePassword.isPending} onSubmit={submit}>
        <PasswordField {...form.text('oldPassword')} label={t('oldPassword')} autoComplete="current-password" />
        <NewPasswordFields password={form.text('password')} confirmPassword={form.text('confirmPassword')} label={t('newPassword')} />
      </Form>
    </section>
  );
}
