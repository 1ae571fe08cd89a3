import { bankOf, maskAccountNumber } from '@shop/contracts/money-rules';
import { formatRupiah, htmlLang, Link, useLocale, useQuery, useTRPC } from '@shop/web-core';
import { Loaded } from '@shop/web-core/forms';
import { useMerchantTexts } from '../i18n';
import type { BankAccount, Wallet } from '../merchant';
import './money.css';

type Figure = keyof MoneyFigures;
type MoneyFigures = Pick<Wallet, 'available' | 'held' | 'assets' | 'profit'>;

/** Some of a wallet's figures in rupiah, labelled, in the order given. */
export function WalletFigures({ wallet, figures }: { wallet: Wallet; figures: readonly Figure[] }) {
  const { t } = useMerchantTexts('money');
  return (
    <dl className="money-figures">
      {figures.map((figure) => (
        <div key={figure}>
          <dt>{t(`figures.${figure}`)}</dt>
          <dd>{formatRupiah(wallet[figure])}</dd>
        </div>
      ))}
    </dl>
  );
}

const moneyPages = [
  { name: 'fund', to: '/h5/merchant/fund' },
  { name: 'withdraw', to: '/h5/merchant/withdraw' },
  { name: 'recharge', to: '/h5/merchant/recharge' },
  { name: 'bank', to: '/h5/merchant/bank' },
] as const;

/** The signed-in user's wallet (assets, balance, profit) and the ways to the money pages. */
export function WalletCard() {
  const { t } = useMerchantTexts('money');
  const trpc = useTRPC();
  const wallet = useQuery(trpc.fund.wallet.queryOptions());
  return (
    <>
      <section className="merchant-card merchant-card--wide" aria-labelledby="money-wallet">
        <h2 id="money-wallet">{t('walletTitle')}</h2>
        <Loaded query={wallet}>{(figures) => <WalletFigures wallet={figures} figures={['assets', 'available', 'profit']} />}</Loaded>
      </section>
      <nav className="merchant-card merchant-card--wide" aria-labelledby="money-pages">
        <h2 id="money-pages">{t('pagesTitle')}</h2>
        <ul className="merchant-menu">
          {moneyPages.map(({ name, to }) => (
            <li key={name}>
              <Link to={to}>
                <span className="merchant-menu__title">{t(`pages.${name}.title`)}</span>
                <span className="merchant-muted">{t(`pages.${name}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** An amount with its sign: `+Rp 50.000` credits the balance, `-Rp 50.000` debits it. */
export function formatSignedRupiah(amount: number): string {
  return amount > 0 ? `+${formatRupiah(amount)}` : formatRupiah(amount);
}

/** Formats instants in the page's language and the browser's time zone (money pages render in the browser only, signed in). */
export function useInstantFormat(style: 'date' | 'dateTime' = 'dateTime'): (at: Date) => string {
  const language = htmlLang(useLocale());
  const format = new Intl.DateTimeFormat(language, style === 'date' ? { dateStyle: 'long' } : { dateStyle: 'medium', timeStyle: 'short' });
  return (at) => format.format(at);
}

/** An instant, with its machine-readable value. */
export function Time({ at }: { at: Date }) {
  const format = useInstantFormat();
  return <time dateTime={at.toISOString()}>{format(at)}</time>;
}

/** A bank account in one line: the bank's name and the number's last four digits. */
export function bankAccountLine(account: BankAccount): string {
  return `${bankOf(account.bankCode)?.name ?? account.bankCode.toUpperCase()} ${maskAccountNumber(account.accountNumber)}`;
}
