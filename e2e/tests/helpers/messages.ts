import { expect, type APIRequestContext } from '@playwright/test';

// What the shop sent, read where a person would get it: the local SMTP server's API (Mailpit) for
// e-mail, the messaging sandbox's API (behind the shop's gateway) for SMS and WhatsApp.

interface MailSummary {
  ID: string;
  Subject: string;
}

interface SandboxMessage {
  channel: 'sms' | 'whatsapp';
  body: string;
  status: string;
}

function mailpitUrl(): string {
  const url = process.env.E2E_MAILPIT_URL;
  if (!url) throw new Error('E2E_MAILPIT_URL is unset: set it with E2E_BASE_URL to the stack’s Mailpit');
  return url.replace(/\/+$/, '');
}

/** The e-mails to `address`, newest first: their subjects and texts. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<Array<{ subject: string; text: string }>> {
  const found = await request.get(`${mailpitUrl()}/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}`);
  expect(found.ok()).toBe(true);
  const { messages } = (await found.json()) as { messages: MailSummary[] };
  return Promise.all(
    messages.map(async (summary) => {
      const message = (await (await request.get(`${mailpitUrl()}/api/v1/message/${summary.ID}`)).json()) as { Subject: string; Text: string };
      return { subject: message.Subject, text: message.Text };
    }),
  );
}

/** The SMS and WhatsApp messages to `phone` (E.164), newest first. */
export async function textsTo(request: APIRequestContext, phone: string): Promise<SandboxMessage[]> {
  const found = await request.get(`/messaging-sandbox/api/messages?to=${encodeURIComponent(phone)}`);
  expect(found.ok()).toBe(true);
  return ((await found.json()) as { messages: SandboxMessage[] }).messages;
}

const CODE = /\b(\d{6})\b/;

/** The code in the newest message `read` finds once one has come, with the message's words. */
async function newestCode<M>(read: () => Promise<M[]>, textOf: (message: M) => string): Promise<{ code: string; message: M }> {
  let newest: M | undefined;
  await expect.poll(async () => (newest = (await read())[0]) !== undefined && CODE.test(textOf(newest)), { timeout: 60_000 }).toBe(true);
  return { code: CODE.exec(textOf(newest!))![1]!, message: newest! };
}

/** The code of the newest e-mail to `address`, and that e-mail. */
export function codeFromMailbox(request: APIRequestContext, address: string) {
  return newestCode(() => mailsTo(request, address), (mail) => mail.text);
}

/** The code of the newest SMS or WhatsApp message to `phone`, and that message. */
export function codeFromPhone(request: APIRequestContext, phone: string) {
  return newestCode(() => textsTo(request, phone), (message) => message.body);
}
