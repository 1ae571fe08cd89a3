import qrcode from 'qrcode-generator';
import type { Charge } from './charges.js';
import { detailRow, escapeHtml, htmlLang, htmlPage, pageCss, type Language } from '@shop/sandbox-kit';
import { texts, type TextKey } from './texts.js';

const methodNames: Record<string, string> = {
  bca: 'BCA Virtual Account',
  bni: 'BNI Virtual Account',
  bri: 'BRI Virtual Account',
  permata: 'Permata Virtual Account',
  echannel: 'Mandiri Bill Payment',
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
};

const statusKeys: Record<Charge['status'], TextKey> = { pending: 'pending', settlement: 'settlement', expire: 'expire_status', deny: 'deny' };

/** The QR code of a payload as an SVG image. */
export function qrSvg(payload: string, label: string): string {
  const code = qrcode(0, 'M');
  code.addData(payload);
  code.make();
  return code.createSvgTag({ cellSize: 4, margin: 4, scalable: true }).replace('<svg ', `<svg role="img" aria-label="${escapeHtml(label)}" `);
}

function rupiah(amount: number): string {
  return `Rp ${amount.toLocaleString('id-ID')}`;
}

/** The pay page's style sheet (after the pages' shared one), a file of its own: the shop's content security policy allows no inline style. */
export const payPageCss = `${pageCss}main { max-width: 28rem; }
dl { margin: 1rem 0; }
.row { padding: 0.5rem 0; border-bottom: 1px solid #8886; }
.number { font-family: ui-monospace, monospace; font-size: 1.125rem; letter-spacing: 0.05em; }
.qr { background: #fff; padding: 0.5rem; border-radius: 0.5rem; max-width: 16rem; margin: 0 auto; }
.actions { display: grid; gap: 0.75rem; margin-top: 1.25rem; }
button, .back { display: block; min-height: 3rem; width: 100%; font-size: 1rem; border-radius: 0.5rem; text-align: center; box-sizing: border-box; }
button { border: 2px solid #0b5cad; }
.pay { background: #0b5cad; color: #fff; }
.expire { background: transparent; color: inherit; }
.back { line-height: 3rem; color: inherit; }
`;

/**
 * The sandbox's pay page: what the payer sees (amount, method, VA number or QR), and while the
 * charge is pending, "Pay" and "Let it expire" (plain form posts: the page needs no script).
 */
export function payPage(charge: Charge | undefined, options: { lang: Language; path: string; backUrl: string }): string {
  const t = texts[options.lang];
  return htmlPage({
    lang: options.lang,
    texts: t,
    stylesheet: '/sandbox/pay.css',
    href: (lang) => `${escapeHtml(options.path)}?lang=${lang}`,
    content: charge ? chargeSection(charge, t, options) : `<p role="alert">${escapeHtml(t.notFound)}</p>`,
  });
}

function chargeSection(charge: Charge, t: Record<TextKey, string>, options: { lang: Language; path: string; backUrl: string }): string {
  const details = [
    detailRow(t.amount, rupiah(charge.amount)),
    detailRow(t.method, methodNames[charge.bank ?? charge.paymentType] ?? charge.paymentType),
    ...(charge.vaNumber ? [detailRow(t.vaNumber, charge.vaNumber, 'number')] : []),
    ...(charge.billKey ? [detailRow(t.billerCode, charge.billerCode ?? '', 'number'), detailRow(t.billKey, charge.billKey, 'number')] : []),
    detailRow(t.expiresAt, `${charge.expiresAt.toLocaleString(htmlLang[options.lang], { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' })} WIB`),
    `<div class="row"><dt>${escapeHtml(t.status)}</dt><dd role="status">${escapeHtml(t[statusKeys[charge.status]])}</dd></div>`,
  ].join('\n');
  const qr = charge.qrString ? `<p>${escapeHtml(t.qr)}</p><div class="qr">${qrSvg(charge.qrString, t.qrLabel)}</div>` : '';
  const ewallet = charge.paymentType === 'gopay' || charge.paymentType === 'shopeepay' ? `<p>${escapeHtml(t.ewallet)}</p>` : '';
  const actions =
    charge.status === 'pending'
      ? `<form method="post" action="${escapeHtml(options.path)}?lang=${options.lang}" class="actions">
<button type="submit" name="action" value="pay" class="pay">${escapeHtml(t.pay)}</button>
<button type="submit" name="action" value="expire" class="expire">${escapeHtml(t.expire)}</button>
</form>`
      : `<div class="actions"><a class="back" href="${escapeHtml(options.backUrl)}">${escapeHtml(t.back)}</a></div>`;
  return `<dl>\n${details}\n</dl>\n${qr}${ewallet}${actions}`;
}
