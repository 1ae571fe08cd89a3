/** One address of a message, as Mailpit reports it. */
export interface MailAddress {
  name: string;
  address: string;
}

/** A message in a list or search result: headers and a snippet, no body. */
export interface MailSummary {
  id: string;
  messageId: string;
  from: MailAddress | undefined;
  to: MailAddress[];
  cc: MailAddress[];
  subject: string;
  /** When Mailpit received it (ISO 8601). */
  created: string;
  snippet: string;
}

/** One message in full: its text and HTML bodies decoded to UTF-8. */
export interface MailMessage {
  id: string;
  messageId: string;
  from: MailAddress | undefined;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  replyTo: MailAddress[];
  subject: string;
  /** The message's Date header (ISO 8601). */
  date: string;
  text: string;
  html: string;
}

type Json = Record<string, unknown>;

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`mailpit: ${what} is not an object`);
  return value as Json;
}

function text(json: Json, key: string, what: string): string {
  const value = json[key] ?? '';
  if (typeof value !== 'string') throw new Error(`mailpit: ${what}.${key} is not a string`);
  return value;
}

function address(value: unknown, what: string): MailAddress {
  const json = object(value, what);
  return { name: text(json, 'Name', what), address: text(json, 'Address', what) };
}

/** Mailpit gives `null` for an empty address list. */
function addresses(json: Json, key: string, what: string): MailAddress[] {
  const value = json[key];
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`mailpit: ${what}.${key} is not a list`);
  return value.map((entry, index) => address(entry, `${what}.${key}[${index}]`));
}

function sender(json: Json, what: string): MailAddress | undefined {
  return json.From === null || json.From === undefined ? undefined : address(json.From, `${what}.From`);
}

/** The fields a message's summary and the whole message share. */
function headers(message: Json, what: string) {
  return {
    id: text(message, 'ID', what),
    messageId: text(message, 'MessageID', what),
    from: sender(message, what),
    to: addresses(message, 'To', what),
    cc: addresses(message, 'Cc', what),
    subject: text(message, 'Subject', what),
  };
}

/** The messages of a `GET /api/v1/messages` or `GET /api/v1/search` answer, newest first. */
export function parseMessageList(body: unknown): MailSummary[] {
  const json = object(body, 'message list');
  const messages = json.messages;
  if (!Array.isArray(messages)) throw new Error('mailpit: message list has no messages');
  return messages.map((entry, index) => {
    const what = `messages[${index}]`;
    const message = object(entry, what);
    return {
      ...headers(message, what),
      created: text(message, 'Created', what),
      snippet: text(message, 'Snippet', what),
    };
  });
}

/** A `GET /api/v1/message/{ID}` answer. */
export function parseMessage(body: unknown): MailMessage {
  const what = 'message';
  const message = object(body, what);
  return {
    ...headers(message, what),
    bcc: addresses(message, 'Bcc', what),
    replyTo: addresses(message, 'ReplyTo', what),
    date: text(message, 'Date', what),
    text: text(message, 'Text', what),
    html: text(message, 'HTML', what),
  };
}

/**
 * Mailpit's search for messages to one recipient: the address quoted, so that `+`, `-` and `.`
 * in it are taken literally.
 */
export function recipientQuery(recipient: string): string {
  if (/["\s]/.test(recipient)) throw new Error(`mailpit: cannot search for recipient ${JSON.stringify(recipient)}`);
  return `to:"${recipient}"`;
}

/**
 * A client for Mailpit's HTTP API (`<webUrl>/api/v1/…`), for tests that read what the product sent.
 * Tests sharing one server should each send to recipients of their own and search by recipient,
 * rather than delete everything.
 */
export class Mailbox {
  readonly webUrl: string;

  constructor(webUrl: string) {
    this.webUrl = webUrl.replace(/\/+$/, '');
  }

  /** The answer's body: JSON parsed, except for a DELETE (which answers `ok`). */
  private async request(method: 'GET' | 'DELETE', pathAndQuery: string): Promise<unknown> {
    const response = await fetch(`${this.webUrl}/api/v1/${pathAndQuery}`, { method });
    const body = await response.text();
    if (!response.ok) throw new Error(`mailpit: ${method} /api/v1/${pathAndQuery} answered ${response.status}: ${body.slice(0, 500)}`);
    return method === 'GET' ? (JSON.parse(body) as unknown) : body;
  }

  /** The newest messages on the server (up to `limit`), newest first. */
  async list(limit = 50): Promise<MailSummary[]> {
    return parseMessageList(await this.request('GET', `messages?limit=${limit}`));
  }

  /** Messages matching a Mailpit search (`to:…`, `subject:…`, …), newest first. */
  async search(query: string): Promise<MailSummary[]> {
    return parseMessageList(await this.request('GET', `search?query=${encodeURIComponent(query)}`));
  }

  /** Messages to `recipient`, newest first. */
  messagesTo(recipient: string): Promise<MailSummary[]> {
    return this.search(recipientQuery(recipient));
  }

  /** One message in full. */
  async message(id: string): Promise<MailMessage> {
    return parseMessage(await this.request('GET', `message/${encodeURIComponent(id)}`));
  }

  /**
   * The newest message to `recipient` (matching `accept`, if given), in full, once it has arrived:
   * polls the API until then, failing after `timeoutMs`.
   */
  async waitForMessageTo(recipient: string, options: { timeoutMs?: number; accept?: (summary: MailSummary) => boolean } = {}): Promise<MailMessage> {
    const timeoutMs = options.timeoutMs ?? 10_000;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.messagesTo(recipient)).find((summary) => options.accept?.(summary) ?? true);
      if (found) return this.message(found.id);
      if (Date.now() > deadline) throw new Error(`mailpit: no message to ${recipient} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Deletes every message on the server. */
  async deleteAll(): Promise<void> {
    await this.request('DELETE', 'messages');
  }
}
