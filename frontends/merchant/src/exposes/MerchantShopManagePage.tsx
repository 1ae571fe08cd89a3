import { showToast, useQueryClient, useTRPC } from '@shop/web-core';
import { Form, useForm, useSubmit } from '@shop/web-core/forms';
import { useId } from 'react';
import { useMerchantTexts } from '../i18n';
import type { MyStore } from '../merchant';
import { MerchantOnly } from '../merchant-only';
import '../merchant.css';
import { nationalPhone, StoreFields, storeInput, storeProblems, useLogoUpload } from '../store-form';

/** Store management: the store's name, phone, logo, description and auto-pay, as they are now. */
export default function MerchantShopManagePage() {
  const { t } = useMerchantTexts('store');
  return (
    <div className="merchant-page">
      <h1>{t('manageTitle')}</h1>
      <MerchantOnly>{(store) => <StoreSettings key={store.id} store={store} />}</MerchantOnly>
    </div>
  );
}

function StoreSettings({ store }: { store: MyStore }) {
  const { t } = useMerchantTexts('store');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const autoPayHint = useId();
  const form = useForm({ storeName: store.name, phone: nationalPhone(store.phone), description: store.description, autoPay: store.autoPay });
  const logo = useLogoUpload(store.logo);
  const update = useSubmit(
    trpc.merchant.updateStore.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.merchant.me.queryKey(), (me) => me && { ...me, store: saved });
        showToast({ title: t('saved'), color: 'success' });
      },
    }),
  );

  const submit = () => {
    const { values } = form;
    const fieldsFine = form.validate(storeProblems(values));
    const chosenLogo = logo.required(fieldsFine);
    if (fieldsFine && chosenLogo) update.mutate({ ...storeInput(values, chosenLogo), autoPay: values.autoPay });
  };

  return (
    <section className="merchant-card merchant-card--wide" aria-label={store.name}>
      <Form submitLabel={t('save')} pending={update.isPending} onSubmit={submit}>
        <StoreFields storeName={form.text('storeName')} phone={form.text('phone')} description={form.text('description')} logo={logo} />
        <div className="merchant-switch">
          <label className="merchant-switch__row">
            <span className="merchant-grow">{t('autoPay')}</span>
            <input
              type="checkbox"
              role="switch"
              checked={form.values.autoPay}
              aria-describedby={autoPayHint}
              onChange={(event) => form.change({ autoPay: event.target.checked })}
            />
          </label>
          <p id={autoPayHint} className="merchant-muted">
            {t('autoPayHint')}
          </p>
        </div>
      </Form>
    </section>
  );
}
