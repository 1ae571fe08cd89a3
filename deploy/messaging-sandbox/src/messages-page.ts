import type { Channel, Message } from './messages.js';
import { htmlLang, languages, texts, type Language } from './texts.js';

const channelNames: Record<Channel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

export type Outages = Record<Channel, 'refuse' | 'silent' | null>;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page's style sheet, a file of its own: the shop's content security policy allows no inline style. */
export const messagesPageCss = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.375rem; margin: 0.5rem 0; }
h2 { font-size: 1rem; margin: 1rem 0 0.5rem; }
.notice { background: #fff4c2; color: #3d3000; padding: 0.5rem 0.75rem; border-radius: 0.5rem; }
.outage { background: #ffd9d6; color: #5c0a00; padding: 0.5rem 0.75rem; border-radius: 0.5rem; }
ol { list-style: none; margin: 0; padding: 0; }
.message { border: 1px solid #8886; border-radius: 0.5rem; padding: 0.75rem; margin-bottom: 0.75rem; }
.body { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1.0625rem; margin: 0 0 0.5rem; }
dl { margin: 0; font-size: 0.875rem; }
.row { display: flex; justify-content: space-between; gap: 1rem; padding: 0.25rem 0; }
dt { font-weight: 600; }
dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.number { font-family: ui-monospace, monospace; }
.status-delivered { color: #0a7a2f; }
.status-undelivered, .status-failed { color: #b3261e; }
.actions a { display: inline-block; min-height: 2.75rem; line-height: 2.75rem; margin-inline-end: 1rem; color: inherit; }
:focus-visible { outline: 3px solid #e07800; outline-offset: 2px; }
nav { margin-top: 1.5rem; font-size: 0.875rem; }
`;

/**
 * The outbox: every message the sandbox has taken, newest first (channel, number, text, status,
 * time), for a person reading a sign-in code on a phone. Plain HTML: no script, no inline style.
 */
export function messagesPage(messages: readonly Message[], options: { lang: Language; path: string; to: string | null; outages: Outages }): string {
  const t = texts[options.lang];
  const query = (lang: Language) => `${escapeHtml(options.path)}?lang=${lang}${options.to ? `&amp;to=${encodeURIComponent(options.to)}` : ''}`;
  const switcher = languages
    .map((lang) => (lang === options.lang ? `<strong aria-current="true">${lang}</strong>` : `<a href="${query(lang)}" lang="${htmlLang[lang]}" hreflang="${htmlLang[lang]}">${lang}</a>`))
    .join(' · ');
  const outages = (Object.entries(options.outages) as [Channel, Outages[Channel]][])
    .filter(([, mode]) => mode !== null)
    .map(([channel, mode]) => `<p class="outage" role="status">${escapeHtml(`${channelNames[channel]} ${mode === 'refuse' ? t.refused : t.silent}`)}</p>`)
    .join('\n');
  const list = messages.length
    ? `<ol>\n${messages.map((message) => messageItem(message, options.lang)).join('\n')}\n</ol>`
    : `<p>${escapeHtml(t.empty)}</p>`;
  const actions = [`<a href="${query(options.lang)}">${escapeHtml(t.refresh)}</a>`, ...(options.to ? [`<a href="${escapeHtml(options.path)}?lang=${options.lang}">${escapeHtml(t.all)}</a>`] : [])].join('\n');
  return `<!doctype html>
<html lang="${htmlLang[options.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="/sandbox/messages.css">
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
${outages}
<p class="actions">${actions}</p>
<h2>${escapeHtml(options.to ? `${t.to} ${options.to}` : t.messages)}</h2>
${list}
<nav aria-label="${escapeHtml(t.language)}">${switcher}</nav>
</main>
</body>
</html>`;
}

function row(label: string, value: string, className?: string): string {
  return `<div class="row"><dt>${escapeHtml(label)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd></div>`;
}

function messageItem(message: Message, lang: Language): string {
  const t = texts[lang];
  const time = `${message.createdAt.toLocaleString(htmlLang[lang], { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'medium' })} WIB`;
  return `<li class="message" id="${escapeHtml(message.sid)}">
<p class="body">${escapeHtml(message.body)}</p>
<dl>
${row(t.channel, channelNames[message.channel])}
${row(t.to, message.to, 'number')}
${message.from ? row(t.from, message.from, 'number') : ''}
<div class="row"><dt>${escapeHtml(t.time)}</dt><dd><time datetime="${message.createdAt.toISOString()}">${escapeHtml(time)}</time></dd></div>
${row(t.status, `${t[message.status]}${message.errorCode === null ? '' : ` (${message.errorCode})`}`, `status-${message.status}`)}
</dl>
</li>`;
}
