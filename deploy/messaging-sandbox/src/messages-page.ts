import { detailRow, escapeHtml, htmlLang, htmlPage, pageCss, type Language } from '@shop/sandbox-kit';
import type { Channel, Message } from './messages.js';
import { texts } from './texts.js';

const channelNames: Record<Channel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** Each channel's outage: its mode, null when it is up. */
export type Outages = Record<Channel, 'refuse' | 'silent' | null>;

/** The page's style sheet (after the pages' shared one), a file of its own: the shop's content security policy allows no inline style. */
export const messagesPageCss = `${pageCss}main { max-width: 32rem; }
h2 { font-size: 1rem; margin: 1rem 0 0.5rem; }
.outage { background: #ffd9d6; color: #5c0a00; padding: 0.5rem 0.75rem; border-radius: 0.5rem; }
ol { list-style: none; margin: 0; padding: 0; }
.message { border: 1px solid #8886; border-radius: 0.5rem; padding: 0.75rem; margin-bottom: 0.75rem; }
.body { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1.0625rem; margin: 0 0 0.5rem; }
dl { margin: 0; font-size: 0.875rem; }
.row { padding: 0.25rem 0; }
dd { overflow-wrap: anywhere; }
.number { font-family: ui-monospace, monospace; }
.status-delivered { color: #0a7a2f; }
.status-undelivered, .status-failed { color: #b3261e; }
.actions a { display: inline-block; min-height: 2.75rem; line-height: 2.75rem; margin-inline-end: 1rem; color: inherit; }
`;

/**
 * The outbox: every message the sandbox has taken, newest first (channel, number, text, status,
 * time), for a person reading a sign-in code on a phone. Plain HTML: no script, no inline style.
 */
export function messagesPage(messages: readonly Message[], options: { lang: Language; path: string; stylesheet: string; to: string | null; outages: Outages }): string {
  const t = texts[options.lang];
  const query = (lang: Language) => `${escapeHtml(options.path)}?lang=${lang}${options.to ? `&amp;to=${encodeURIComponent(options.to)}` : ''}`;
  const outages = (Object.entries(options.outages) as [Channel, Outages[Channel]][])
    .filter(([, mode]) => mode !== null)
    .map(([channel, mode]) => `<p class="outage" role="status">${escapeHtml(`${channelNames[channel]} ${mode === 'refuse' ? t.refused : t.silent}`)}</p>`)
    .join('\n');
  const list = messages.length
    ? `<ol>\n${messages.map((message) => messageItem(message, options.lang)).join('\n')}\n</ol>`
    : `<p>${escapeHtml(t.empty)}</p>`;
  const actions = [`<a href="${query(options.lang)}">${escapeHtml(t.refresh)}</a>`, ...(options.to ? [`<a href="${escapeHtml(options.path)}?lang=${options.lang}">${escapeHtml(t.all)}</a>`] : [])].join('\n');
  return htmlPage({
    lang: options.lang,
    texts: t,
    stylesheet: options.stylesheet,
    href: query,
    content: `${outages}
<p class="actions">${actions}</p>
<h2>${escapeHtml(options.to ? `${t.to} ${options.to}` : t.messages)}</h2>
${list}`,
  });
}

function messageItem(message: Message, lang: Language): string {
  const t = texts[lang];
  const time = `${message.createdAt.toLocaleString(htmlLang[lang], { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'medium' })} WIB`;
  return `<li class="message" id="${escapeHtml(message.sid)}">
<p class="body">${escapeHtml(message.body)}</p>
<dl>
${detailRow(t.channel, channelNames[message.channel])}
${detailRow(t.to, message.to, 'number')}
${message.from ? detailRow(t.from, message.from, 'number') : ''}
<div class="row"><dt>${escapeHtml(t.time)}</dt><dd><time datetime="${message.createdAt.toISOString()}">${escapeHtml(time)}</time></dd></div>
${detailRow(t.status, `${t[message.status]}${message.errorCode === null ? '' : ` (${message.errorCode})`}`, `status-${message.status}`)}
</dl>
</li>`;
}
