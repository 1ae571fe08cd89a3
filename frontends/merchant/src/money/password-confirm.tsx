import { currentPasswordProblem } from '@shop/contracts/account-rules';
import { Input } from '@shop/ui';
import { Form, useForm } from '@shop/web-core/forms';

/**
 * The account password, asked right before money can leave (a bank card bound or changed, a
 * withdrawal): the BFF has identity check it in the same request, never trusting the session alone.
 */
export function PasswordConfirmForm({ label, submitLabel, pending, onConfirm }: { label: string; submitLabel: string; pending: boolean; onConfirm: (password: string) => void }) {
  const form = useForm({ password: '' });
  const submit = () => {
    if (form.validate({ password: currentPasswordProblem(form.values.password) })) onConfirm(form.values.password);
  };
  return (
    <Form submitLabel={submitLabel} pending={pending} onSubmit={submit}>
      <Input {...form.text('password')} type="password" label={label} size="md" required autoComplete="current-password" />
    </Form>
  );
}
