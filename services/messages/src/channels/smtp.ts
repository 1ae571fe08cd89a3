import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { Logger } from '@shop/service-kit';
import type { ChannelSender, OutgoingMessage, SendOutcome } from './channel.js';

export interface SmtpSettings {
  /**
   * `smtp://[user:password@]host[:port]` (STARTTLS when the server offers it, required when the
   * URL carries credentials for a host other than loopback) or `smtps://…` (TLS from the start);
   * user and password URI-encoded.
   */
  url: string;
  /** The sender: `noreply@shop.example` or `Toko <noreply@shop.example>`; its domain ends every Message-ID. */
  from: string;
  /** The longest one send may take: waiting for a pooled connection, connecting, greeting, every reply. */
  timeoutMs: number;
  /** Failures are logged with the delivery key (never the URL, which may carry credentials). */
  logger?: Logger;
}

export interface SmtpSender extends ChannelSender {
  /** Closes the pooled connections (a send under way finishes first). */
  close(): void;
}

/** Connections kept open to the server, each reused for many messages. */
const MAX_CONNECTIONS = 3;
/** How long a pooled connection may stay silent before it is closed (a new one is opened when needed). */
const IDLE_SOCKET_MS = 60_000;

/** The parts of an SMTP URL nodemailer needs. */
export function smtpConnection(url: string): { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // The URL itself is not repeated: it may carry a password.
    throw new Error('the SMTP URL is not a URL');
  }
  const secure = parsed.protocol === 'smtps:';
  if (!secure && parsed.protocol !== 'smtp:') throw new Error(`the SMTP URL is smtp:// or smtps://, not ${parsed.protocol}//`);
  if (!parsed.hostname) throw new Error('the SMTP URL has no host');
  if (parsed.search || parsed.hash) throw new Error('the SMTP URL takes no query or fragment: its settings are the service’s own');
  const port = parsed.port ? Number(parsed.port) : secure ? 465 : 587;
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  return { host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port, secure, ...(user || pass ? { auth: { user, pass } } : {}) };
}

/** The domain of the sender's address (`Toko <noreply@shop.example>` → `shop.example`). */
export function senderDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = /@([^@\s<>]+)$/.exec(address.trim())?.[1];
  if (!domain) throw new Error(`the sender ${JSON.stringify(from)} has no domain`);
  return domain;
}

/**
 * The Message-ID of a delivery's e-mail: a hash of its delivery key at the sender's domain, the
 * same on every try, so that a message sent twice (a try whose answer was lost) is one message to
 * a mail client that drops duplicates, and a bounce names the delivery.
 */
export function messageIdOf(key: string, domain: string): string {
  return `<${createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 40)}@${domain}>`;
}

/** One bare address: nodemailer would read `a@x, b@y` as two recipients, `Name <a@x>` as a name. */
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

const isLoopback = (host: string): boolean => host === 'localhost' || host === '::1' || /^127\./.test(host);

/**
 * The e-mail sender: nodemailer over a pool of SMTP connections. A message the server accepts is
 * `delivered` (nothing more comes of SMTP), its Message-ID the provider id. Text only: the
 * templates write plain text.
 */
export function smtpSender(settings: SmtpSettings): SmtpSender {
  const connection = smtpConnection(settings.url);
  const domain = senderDomain(settings.from);
  const transport = createTransport({
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    ...connection,
    // Credentials never cross the network in clear text, except to this machine.
    requireTLS: !connection.secure && connection.auth !== undefined && !isLoopback(connection.host),
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    dnsTimeout: settings.timeoutMs,
    socketTimeout: Math.max(settings.timeoutMs, IDLE_SOCKET_MS),
    logger: false,
  });
  // A pooled connection that breaks while idle is reported here; the next send opens another.
  transport.on('error', (error) => settings.logger?.warn({ error: smtpErrorSummary(error) }, 'SMTP connection failed'));

  return {
    async send(message: OutgoingMessage): Promise<SendOutcome> {
      const messageId = messageIdOf(message.key, domain);
      if (!SINGLE_ADDRESS.test(message.to)) {
        settings.logger?.warn({ key: message.key }, 'e-mail to something that is not one address not sent');
        return { outcome: 'failed', error: 'smtp: the recipient is not one e-mail address', retryable: false };
      }
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId,
          // The whole send, a wait for a free connection included; an abort closes its connection.
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (info.accepted.length === 0) {
          const outcome = { outcome: 'failed', error: `smtp: recipient refused: ${String(info.response)}`, retryable: false } as const;
          settings.logger?.warn({ key: message.key, error: outcome.error }, 'e-mail not accepted');
          return outcome;
        }
        settings.logger?.debug({ key: message.key, messageId }, 'e-mail accepted');
        return { outcome: 'delivered', providerId: messageId };
      } catch (error) {
        const outcome = smtpFailure(error, settings.timeoutMs);
        settings.logger?.warn({ key: message.key, error: outcome.error, retryable: outcome.retryable }, 'e-mail not accepted');
        return outcome;
      }
    },
    close() {
      transport.close();
    },
  };
}

interface SmtpErrorFields {
  name?: unknown;
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
}

/** An error's code, command and message, safe to log (nodemailer's messages carry no credentials; nothing of the URL is added). */
function smtpErrorSummary(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const fields = error as SmtpErrorFields & { message?: unknown };
  const parts = [fields.code, fields.command, fields.message].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(' ') : String(error);
}

/**
 * What a failed send means. A server's reply decides when there is one: 4xx (greylisting, a full
 * mailbox for now, too many connections) and 503 (a bad sequence on that connection) are
 * retryable, any other 5xx (an unknown recipient, a message refused as it is) is not, except a
 * refused login (our credentials, not the message). Without a reply (connection refused or lost,
 * DNS, TLS, a timeout, the send's own deadline): retryable. What nodemailer refuses before
 * sending (an address it cannot use, a message it cannot build): not retryable.
 */
export function smtpFailure(error: unknown, timeoutMs: number): Extract<SendOutcome, { outcome: 'failed' }> {
  const fields: SmtpErrorFields = typeof error === 'object' && error !== null ? (error as SmtpErrorFields) : {};
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const reply = typeof fields.responseCode === 'number' ? fields.responseCode : undefined;
  const summary = smtpErrorSummary(error);
  if (code === 'EABORT' || fields.name === 'AbortError' || fields.name === 'TimeoutError') {
    return { outcome: 'failed', error: `smtp: no answer within ${timeoutMs} ms`, retryable: true };
  }
  if (code === 'EAUTH' || code === 'ENOAUTH') return { outcome: 'failed', error: `smtp: login refused: ${summary}`, retryable: true };
  if (reply !== undefined && reply >= 400 && reply < 600) {
    return { outcome: 'failed', error: `smtp ${reply}: ${summary}`, retryable: reply < 500 || reply === 503 };
  }
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || code === 'EMAXRECIPIENTS' || code === 'ECONFIG') return { outcome: 'failed', error: `smtp: ${summary}`, retryable: false };
  return { outcome: 'failed', error: `smtp: ${summary}`, retryable: true };
}
