import { ownerNameProblem, ktpNumberProblem, normalizeKtpNumber } from '@shop/contracts/merchant-rules';
import { ButtonLink, Input } from '@shop/ui';
import { Link, useQuery, useQueryClient, useTRPC } from '@shop/web-core';
import { Form, Loaded, SignedInOnly, useForm, useSubmit } from '@shop/web-core/forms';
import { ApplicationRejected, ApplicationSubmitted } from '../application-state';
import { useMerchantTexts } from '../i18n';
import type { Application } from '../merchant';
import '../merchant.css';
import { nationalPhone, StoreFields, storeInput, storeProblems, useLogoUpload } from '../store-form';

/** Applying for a store: the form, or where the application stands once there is an open one or a store. */
export default function MerchantApplyPage() {
  const { t } = useMerchantTexts('store');
  return (
    <div className="merchant-page">
      <h1>{t('applyTitle')}</h1>
      <SignedInOnly>
        <Apply />
      </SignedInOnly>
    </div>
  );
}

function Apply() {
  const trpc = useTRPC();
  const me = useQuery(trpc.merchant.me.queryOptions());
  return (
    <Loaded query={me}>
      {({ store, application }) => {
        if (store) return <AlreadyMerchant />;
        if (application?.status === 'submitted') return <ApplicationSubmitted application={application} />;
        const rejected = application?.status === 'rejected' ? application : undefined;
        return (
          <>
            {rejected ? <ApplicationRejected application={rejected} applyAgain={false} /> : null}
            <ApplicationForm previous={rejected} />
          </>
        );
      }}
    </Loaded>
  );
}

function AlreadyMerchant() {
  const { t } = useMerchantTexts('store');
  return (
    <section className="merchant-card" aria-labelledby="merchant-already">
      <h2 id="merchant-already">{t('alreadyMerchant')}</h2>
      <p>{t('alreadyMerchantText')}</p>
      <Link to="/h5/merchant" asChild>
        <ButtonLink>{t('toCentre')}</ButtonLink>
      </Link>
    </section>
  );
}

/** The application; after a rejection it starts from what was sent last time (the KTP number excepted: it comes back masked). */
function ApplicationForm({ previous }: { previous: Application | undefined }) {
  const { t } = useMerchantTexts('store');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    storeName: previous?.storeName ?? '',
    phone: previous ? nationalPhone(previous.phone) : '',
    description: previous?.description ?? '',
    ownerName: previous?.ownerName ?? '',
    ktpNumber: '',
  });
  const logo = useLogoUpload(undefined);
  const apply = useSubmit(
    trpc.merchant.apply.mutationOptions({
      // The page shows the submitted application in place of the form.
      onSuccess: (application) => queryClient.setQueryData(trpc.merchant.me.queryKey(), (me) => me && { ...me, application }),
      // An application opened or a store approved meanwhile (another tab): show where things stand.
      onError: () => queryClient.invalidateQueries(trpc.merchant.me.queryFilter()),
    }),
  );

  const submit = () => {
    const { values } = form;
    const fieldsFine = form.validate({ ...storeProblems(values), ownerName: ownerNameProblem(values.ownerName), ktpNumber: ktpNumberProblem(values.ktpNumber) });
    const chosenLogo = logo.required(fieldsFine);
    if (fieldsFine && chosenLogo) {
      apply.mutate({ ...storeInput(values, chosenLogo), ownerName: values.ownerName.trim(), ktpNumber: normalizeKtpNumber(values.ktpNumber) });
    }
  };

  return (
    <section className="merchant-card merchant-card--wide" aria-labelledby="merchant-apply-intro">
      <p id="merchant-apply-intro">{t('applyIntro')}</p>
      <Form submitLabel={t('submit')} pending={apply.isPending} onSubmit={submit}>
        <fieldset className="merchant-fieldset">
          <legend>{t('storeSection')}</legend>
          <StoreFields storeName={form.text('storeName')} phone={form.text('phone')} description={form.text('description')} logo={logo} />
        </fieldset>
        <fieldset className="merchant-fieldset">
          <legend>{t('ownerSection')}</legend>
          <p className="merchant-muted">{t('ownerNote')}</p>
          <Input {...form.text('ownerName')} label={t('ownerName')} size="md" required autoComplete="name" />
          <Input {...form.text('ktpNumber')} label={t('ktpNumber')} hint={t('ktpHint')} size="md" required inputMode="numeric" autoComplete="off" />
        </fieldset>
      </Form>
    </section>
  );
}
