import { OPERATOR_ROLE } from '@shop/contracts/merchant-rules';
import { ButtonLink } from '@shop/ui';
import { Link, useQuery, useTRPC } from '@shop/web-core';
import { Loaded, SignedInOnly } from '@shop/web-core/forms';
import type { ReactNode } from 'react';
import { useOperatorTexts } from '../i18n';

/**
 * The console's door: a visitor signs in and comes back (`SignedInOnly`), a signed-in user
 * without the operator role is told so, and only an operator gets `children`. The role comes from
 * `user.me`; nothing else is asked of the BFF until it is known.
 */
export function OperatorOnly({ children }: { children: ReactNode }) {
  return (
    <SignedInOnly>
      <OperatorRole>{children}</OperatorRole>
    </SignedInOnly>
  );
}

function OperatorRole({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.me.queryOptions());
  return <Loaded query={me}>{(user) => (user.roles.includes(OPERATOR_ROLE) ? children : <OperatorsOnly />)}</Loaded>;
}

function OperatorsOnly() {
  const { t } = useOperatorTexts('console');
  return (
    <main className="ops-main">
      <section className="ops-card ops-refusal" aria-labelledby="ops-operators-only">
        <h1 id="ops-operators-only">{t('operatorsOnly')}</h1>
        <p>{t('operatorsOnlyText')}</p>
        <Link to="/h5/account" asChild>
          <ButtonLink variant="outline">{t('backToAccount')}</ButtonLink>
        </Link>
      </section>
    </main>
  );
}
