/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { callsWithHeaders, fakeServer, field, FakeServerError, renderPage, stopFakeServer, type, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Template } from '../src/console/records';
import TemplatesPage from '../src/exposes/TemplatesPage';
import { operator } from './fixtures';

function template(kind: string, language: Template['language'], changes: Partial<Template> = {}): Template {
  return {
    kind,
    language,
    placeholders: ['amount'],
    texts: { title: `${kind} ${language} {amount}`, short: `Short ${language} {amount}`, body: `Body ${language} {amount}` },
    edited: false,
    editedAt: null,
    editedBy: '',
    ...changes,
  };
}

let calls: Call[];
let stored: Template[];

beforeEach(() => {
  storeToken('token-1');
  stored = ['recharge_paid', 'withdrawal_paid'].flatMap((kind) => (['en', 'zh', 'ind'] as const).map((language) => template(kind, language)));
  stored[2] = template('recharge_paid', 'ind', { edited: true, editedAt: new Date('2026-11-21T02:30:00Z'), editedBy: operator.id, texts: { title: 'Saldo masuk {amount}', short: 'Saldo {amount}.', body: 'Isi saldo {amount}.' } });
  calls = fakeServer({
    'user.me': () => operator,
    'operator.templates': () => ({ items: stored }),
    'operator.previewTemplate': (input) => {
      if (input.texts.title.includes('{orderNo}')) throw new FakeServerError('BAD_REQUEST', 'Isi semua teks, jangan terlalu panjang, dan gunakan hanya placeholder yang tercantum', 'template_invalid');
      const fill = (text: string) => text.replaceAll('{amount}', 'Rp 50.000');
      return { preview: { title: fill(input.texts.title), short: fill(input.texts.short), body: fill(input.texts.body) }, smsSegments: input.texts.short.length > 160 ? 2 : 1 };
    },
    'operator.updateTemplate': (input) => {
      const index = stored.findIndex((item) => item.kind === input.kind && item.language === input.language);
      stored[index] =
        'restore' in input
          ? template(input.kind, input.language)
          : { ...stored[index]!, texts: input.texts, edited: true, editedAt: new Date('2026-11-22T02:30:00Z'), editedBy: operator.id };
      return stored[index]!;
    },
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

const previews = () => calls.filter((call) => call.path === 'operator.previewTemplate').map((call) => call.input);
const updates = () => calls.filter((call) => call.path === 'operator.updateTemplate').map((call) => call.input);

describe('the templates page', () => {
  it('opens a kind in Indonesian with its texts, who edited it and a preview with the SMS segments', async () => {
    await renderPage(TemplatesPage, 'en', '/ops/templates');
    expect(await screen.findByRole('heading', { level: 2, name: 'recharge_paid · Indonesian' })).toBeTruthy();
    expect((field('Title (in-app and e-mail subject)') as HTMLInputElement).value).toBe('Saldo masuk {amount}');
    expect(screen.getByText(operator.id)).toBeTruthy();
    expect(await screen.findByText('Saldo masuk Rp 50.000')).toBeTruthy();
    expect(screen.getByText('SMS segments: 1')).toBeTruthy();
    expect(previews()).toEqual([{ kind: 'recharge_paid', language: 'ind', texts: { title: 'Saldo masuk {amount}', short: 'Saldo {amount}.', body: 'Isi saldo {amount}.' } }]);
  });

  it('previews once typing pauses, inserts a placeholder, and saves once per intent', async () => {
    await renderPage(TemplatesPage, 'en', '/ops/templates');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: 'English' }));
    await screen.findByRole('heading', { level: 2, name: 'recharge_paid · English' });
    expect(screen.getByText('Built-in texts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore built-in' })).toBeNull();
    type('Short text (SMS and WhatsApp)', 'Top-up ');
    type('Short text (SMS and WhatsApp)', 'Top-up of ');
    fireEvent.click(screen.getByRole('button', { name: 'Insert {amount}' }));
    expect((field('Short text (SMS and WhatsApp)') as HTMLTextAreaElement).value).toBe('Top-up of {amount}');
    expect(await screen.findByText('Top-up of Rp 50.000')).toBeTruthy();
    // Only what typing paused at is previewed.
    expect(previews().map((input) => (input as { texts: { short: string } }).texts.short)).not.toContain('Top-up ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The recharge_paid template in English was saved.')).toBeTruthy();
    expect(updates()).toEqual([{ kind: 'recharge_paid', language: 'en', texts: { title: 'recharge_paid en {amount}', short: 'Top-up of {amount}', body: 'Body en {amount}' } }]);
    expect(callsWithHeaders().find((call) => call.path === 'operator.updateTemplate')!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows why the texts cannot go out, in the page language (ind)', async () => {
    await renderPage(TemplatesPage, 'ind', '/ops/templates');
    await screen.findByRole('heading', { level: 2, name: 'recharge_paid · Indonesia' });
    type('Judul (dalam aplikasi dan subjek e-mail)', 'Pesanan {orderNo}');
    expect((await screen.findByRole('alert')).textContent).toBe('Isi semua teks, jangan terlalu panjang, dan gunakan hanya placeholder yang tercantum');
  });

  it('restores the built-in texts after confirmation (zh)', async () => {
    await renderPage(TemplatesPage, 'zh', '/ops/templates');
    await screen.findByRole('heading', { level: 2, name: 'recharge_paid · 印尼语' });
    fireEvent.click(screen.getByRole('button', { name: '恢复内置文本' }));
    const dialog = await screen.findByRole('dialog', { name: '恢复 印尼语 的 recharge_paid 内置文本？' });
    expect(updates()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '恢复内置文本' }));
    expect(await screen.findByText('印尼语 的 recharge_paid 模板已恢复为内置文本。')).toBeTruthy();
    expect(updates()).toEqual([{ kind: 'recharge_paid', language: 'ind', restore: true }]);
    await waitFor(() => expect((field('标题（站内及邮件主题）') as HTMLInputElement).value).toBe('recharge_paid ind {amount}'));
    expect(screen.getByText('内置文本')).toBeTruthy();
  });
});
