import { Avatar } from '@shop/ui';
import { formatRupiah, htmlLang, imageUrlFor, useLocale, type ImageVariants } from '@shop/web-core';
import type { ReactNode } from 'react';

/** Labelled values of an application or a store; a `wide` one (free text) takes a whole row. */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [label: string, value: ReactNode, width?: 'wide']> }) {
  return (
    <dl className="ops-facts">
      {facts.map(([label, value, width]) => (
        <div key={label} className={width === 'wide' ? 'ops-facts__wide' : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The page's language as Intl knows it. */
function useLanguageTag(): string {
  return htmlLang(useLocale());
}

/** An instant in the page's language and the browser's time zone (console pages render in the browser only). */
export function Time({ at }: { at: Date }) {
  const language = useLanguageTag();
  return <time dateTime={at.toISOString()}>{new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at)}</time>;
}

/** A number as the page's language writes it (1.200 in Indonesian), with exactly `decimals` decimals. */
export function Amount({ value, decimals = 0 }: { value: number; decimals?: number }) {
  const language = useLanguageTag();
  return new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** A store's logo beside its name (so not read out again), or its initials without one. */
export function StoreLogo({ logo, name }: { logo: ImageVariants; name: string }) {
  return <Avatar src={imageUrlFor(logo, 48)} alt={name} size="lg" aria-hidden="true" />;
}

/** An amount with its sign, as a posting moves the balance: `+Rp 25.000`, `-Rp 25.000`. */
export function signedRupiah(amount: number): string {
  return amount > 0 ? `+${formatRupiah(amount)}` : formatRupiah(amount);
}
