import { bankAccountProblem, bankOf, indonesianBanks, normalizeAccountNumber } from '@shop/contracts/money-rules';
import { Button, Input, Modal, Select } from '@shop/ui';
import { htmlLang, showToast, useLocale, useQuery, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { Form, Loaded, SignedInOnly, useForm, useSubmit } from '@shop/web-core/forms';
import { useState } from 'react';
import { useMerchantTexts } from '../i18n';
import type { BankAccount } from '../merchant';
import '../merchant.css';
import '../money/money.css';
import { PasswordConfirmForm } from '../money/password-confirm';
import { useInstantFormat } from '../money/wallet';

/**
 * The bank card withdrawals are paid to (any signed-in user): the bound account with "change",
 * or the form to bind one. Binding or replacing an account asks for the password first.
 */
export default function MerchantBankPage() {
  const { t } = useMerchantTexts('bank');
  return (
    <div className="merchant-page">
      <h1>{t('title')}</h1>
      <p className="merchant-muted">{t('intro')}</p>
      <SignedInOnly>
        <BankCard />
      </SignedInOnly>
    </div>
  );
}

function BankCard() {
  const trpc = useTRPC();
  const bound = useQuery(trpc.fund.bankAccount.queryOptions());
  const [changing, setChanging] = useState(false);
  return (
    <Loaded query={bound}>
      {(account) =>
        account && !changing ? (
          <BoundAccount account={account} onChange={() => setChanging(true)} />
        ) : (
          <BankForm current={account} onDone={() => setChanging(false)} />
        )
      }
    </Loaded>
  );
}

function BoundAccount({ account, onChange }: { account: BankAccount; onChange: () => void }) {
  const { t } = useMerchantTexts('bank');
  const formatDate = useInstantFormat('date');
  return (
    <section className="merchant-card merchant-card--wide" aria-labelledby="bank-bound">
      <h2 id="bank-bound">{t('boundTitle')}</h2>
      <dl className="merchant-details">
        <dt>{t('bank')}</dt>
        <dd>{bankOf(account.bankCode)?.name ?? account.bankCode}</dd>
        <dt>{t('accountName')}</dt>
        <dd>{account.accountName}</dd>
        <dt>{t('accountNumber')}</dt>
        <dd>{account.accountNumber}</dd>
      </dl>
      <p className="merchant-muted">{t('boundOn', { date: formatDate(account.boundAt) })}</p>
      <Button variant="outline" onClick={onChange}>
        {t('change')}
      </Button>
    </section>
  );
}

/** The account number's lengths for a bank, in the page's language: "10 or 16". */
function useDigitsText(): (lengths: readonly number[]) => string {
  const locale = useLocale();
  const list = new Intl.ListFormat(htmlLang(locale), { type: 'disjunction' });
  return (lengths) => list.format(lengths.map(String));
}

/** Binds the first account, or replaces `current`, once the password confirms it is the owner asking. */
function BankForm({ current, onDone }: { current: BankAccount | null; onDone: () => void }) {
  const { t } = useMerchantTexts('bank');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const digitsText = useDigitsText();
  const [askingPassword, setAskingPassword] = useState(false);
  const form = useForm({ bankCode: current?.bankCode ?? '', accountName: current?.accountName ?? '', accountNumber: '' });
  const bind = useSubmit(
    trpc.fund.bindBank.mutationOptions({
      onSuccess: (account) => {
        queryClient.setQueryData(trpc.fund.bankAccount.queryKey(), account);
        setAskingPassword(false);
        showToast({ title: t('saved'), color: 'success' });
        onDone();
      },
    }),
  );
  const fields = () => ({ ...form.values, accountName: form.values.accountName.trim(), accountNumber: normalizeAccountNumber(form.values.accountNumber) });

  const submit = () => {
    const found = bankAccountProblem(form.values);
    if (!form.validate(found ? { [found.field]: found.problem } : {})) return;
    setAskingPassword(true);
  };

  const bank = bankOf(form.values.bankCode);
  const bankField = form.control('bankCode');
  return (
    <section className="merchant-card merchant-card--wide" aria-labelledby="bank-form">
      <h2 id="bank-form">{t(current ? 'changeTitle' : 'newTitle')}</h2>
      <Form submitLabel={t('save')} pending={bind.isPending && !askingPassword} onSubmit={submit}>
        <Select
          {...ui.select}
          ref={bankField.ref}
          error={bankField.error}
          label={t('bank')}
          size="md"
          required
          options={indonesianBanks.map(({ code, name }) => ({ value: code, label: name }))}
          value={form.values.bankCode || null}
          onChange={(bankCode) => form.change({ bankCode })}
        />
        <Input {...form.text('accountName')} label={t('accountName')} size="md" required autoComplete="name" maxLength={60} />
        <Input
          {...form.text('accountNumber')}
          label={t('accountNumber')}
          hint={bank ? t('accountNumberHint', { digits: digitsText(bank.accountDigits) }) : undefined}
          size="md"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
        />
      </Form>
      {current ? (
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      ) : null}
      {askingPassword ? <PasswordDialog pending={bind.isPending} onConfirm={(password) => bind.mutate({ ...fields(), password })} onClose={() => setAskingPassword(false)} /> : null}
    </section>
  );
}

/** The owner's password before the account withdrawals go to is set. */
function PasswordDialog({ pending, onConfirm, onClose }: { pending: boolean; onConfirm: (password: string) => void; onClose: () => void }) {
  const { t } = useMerchantTexts('bank');
  const ui = useUiTexts();
  return (
    <Modal open title={t('passwordTitle')} description={t('passwordText')} onClose={onClose} size="sm" {...ui.modal}>
      <PasswordConfirmForm label={t('password')} submitLabel={t('confirm')} pending={pending} onConfirm={onConfirm} />
    </Modal>
  );
}
