import { Avatar, ButtonLink } from '@shop/ui';
import { currentLocale, htmlLang, imageUrlFor, Link } from '@shop/web-core';
import { useMerchantTexts } from './i18n';
import type { Application } from './merchant';

/** An application waiting for an operator (spec §4: "submitted, then awaiting review"), with what was submitted. */
export function ApplicationSubmitted({ application }: { application: Application }) {
  const { t } = useMerchantTexts('store');
  // Signed-in pages render in the browser only, so the browser's date format cannot differ from the server's.
  const date = new Intl.DateTimeFormat(htmlLang(currentLocale()), { dateStyle: 'long' }).format(application.submittedAt);
  return (
    <section className="merchant-card" role="status" aria-labelledby="merchant-application-submitted">
      <h2 id="merchant-application-submitted">{t('submittedTitle')}</h2>
      <p>{t('submittedText')}</p>
      <p className="merchant-muted">{t('submittedOn', { date })}</p>
      <div className="merchant-store-header">
        <Avatar src={imageUrlFor(application.logo, 56)} alt={application.storeName} size="lg" />
        <dl className="merchant-details merchant-grow">
          <dt>{t('storeName')}</dt>
          <dd>{application.storeName}</dd>
          <dt>{t('phone')}</dt>
          <dd>{application.phone}</dd>
          {application.description ? (
            <>
              <dt>{t('description')}</dt>
              <dd>{application.description}</dd>
            </>
          ) : null}
          <dt>{t('ownerName')}</dt>
          <dd>{application.ownerName}</dd>
          <dt>{t('ktpNumber')}</dt>
          <dd>{application.ktpNumber}</dd>
        </dl>
      </div>
    </section>
  );
}

/** A rejected application: the operator's reason, and applying again. */
export function ApplicationRejected({ application, applyAgain = true }: { application: Application; applyAgain?: boolean }) {
  const { t } = useMerchantTexts('store');
  return (
    <section className="merchant-card merchant-card--warning" aria-labelledby="merchant-application-rejected">
      <h2 id="merchant-application-rejected">{t('rejectedTitle')}</h2>
      <p>{t('rejectedReason', { reason: application.reviewReason })}</p>
      {applyAgain ? (
        <Link to="/h5/merchant/apply" asChild>
          <ButtonLink>{t('applyAgain')}</ButtonLink>
        </Link>
      ) : null}
    </section>
  );
}
