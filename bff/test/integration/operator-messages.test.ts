import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client, failure, operator, operatorIdentityEnv, signInOperator, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// The operators' deliveries and templates through /trpc, in front of the real messages service.
// Deliveries are written into the service's table as its consumer writes them (its worker does
// not run here, so a retried one stays pending): sending them is the messages service's own tests'.
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ identityEnv: operatorIdentityEnv });
});

afterAll(async () => {
  await backend.stop();
});

/** A recharge_paid delivery to `recipient`, `minutesAgo` old, as the consumer and the worker leave it. */
async function delivery(recipient: string, status: string, minutesAgo: number, changes: { kind?: string; lastError?: string; tries?: number } = {}): Promise<number> {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const attempts = changes.lastError ? [{ at: at.toISOString(), outcome: 'failed', providerId: 'SM0001', error: changes.lastError }] : [];
  const kind = changes.kind ?? 'recharge_paid';
  const params = kind === 'sign_in_code' ? { code: '123456', minutes: 10 } : { amount: 50_000 };
  const [row] = await backend.messages.orm.em
    .fork()
    .execute<{ id: string }[]>(
      `insert into delivery (delivery_key, kind, recipient, channel, language, params, status, tries, last_error, attempts, created_at, updated_at)
       values (?, ?, ?, 'email', 'ind', ?, ?, ?, ?, ?, ?, ?) returning id`,
      [`test:${randomUUID()}`, kind, recipient, JSON.stringify(params), status, changes.tries ?? attempts.length, changes.lastError ?? null, JSON.stringify(attempts), at, at],
    );
  return Number(row!.id);
}

const newAddress = () => `buyer-${randomUUID().slice(0, 8)}@example.test`;

describe('operator deliveries', () => {
  it('refuse a shopper and a visitor before the messages service is asked', async () => {
    const { token } = await signUpShopper(backend);
    const shopper = client(backend, { token, lang: 'zh' });
    const errors = await Promise.all(
      [
        shopper.operator.deliveries.query({}),
        shopper.operator.retryDelivery.mutate({ deliveryId: 1 }),
        shopper.operator.templates.query(),
        shopper.operator.previewTemplate.mutate({ kind: 'recharge_paid', language: 'en', texts: { title: 'a', short: 'b', body: 'c' } }),
        shopper.operator.updateTemplate.mutate({ kind: 'recharge_paid', language: 'en', restore: true }),
      ].map((call) => failure(call)),
    );
    for (const error of errors) expect(error.data).toMatchObject({ code: 'FORBIDDEN', reason: 'operator_required' });
    expect((await failure(client(backend).operator.deliveries.query({}))).data).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('find a recipient’s deliveries newest first, by status, a page at a time', async () => {
    const ops = await signInOperator(backend);
    const recipient = newAddress();
    const oldest = await delivery(recipient, 'delivered', 30);
    const dead = await delivery(recipient, 'dead', 20, { lastError: 'mailbox unavailable', tries: 8 });
    const newest = await delivery(recipient, 'failed', 10, { lastError: 'refused' });
    await delivery(newAddress(), 'dead', 5);

    const first = await ops.operator.deliveries.query({ recipient: `  ${recipient.toUpperCase()} `, limit: 2 });
    expect(first.items.map((item) => item.id)).toEqual([newest, dead]);
    expect(first.items[1]).toMatchObject({ kind: 'recharge_paid', recipient, channel: 'email', language: 'ind', status: 'dead', tries: 8, lastError: 'mailbox unavailable' });
    expect(first.items[1]!.attempts).toEqual([{ at: expect.any(Date), outcome: 'failed', providerId: 'SM0001', error: 'mailbox unavailable' }]);
    expect(first.items[1]!.text).toContain('Rp 50.000');
    expect(first.items[1]!.createdAt).toBeInstanceOf(Date);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await ops.operator.deliveries.query({ recipient, limit: 2, cursor: first.nextCursor! });
    expect(rest).toMatchObject({ items: [{ id: oldest }], nextCursor: null });

    expect((await ops.operator.deliveries.query({ recipient, status: 'dead' })).items.map((item) => item.id)).toEqual([dead]);
    expect((await ops.operator.deliveries.query({ status: 'dead' })).items.map((item) => item.status)).not.toContain('failed');
  });

  it('retry a failed or dead delivery once per intent, never a code, translated', async () => {
    const ops = await signInOperator(backend, 'ind');
    const recipient = newAddress();
    const dead = await delivery(recipient, 'dead', 3, { lastError: 'mailbox unavailable', tries: 8 });
    const code = await delivery(recipient, 'failed', 2, { kind: 'sign_in_code', lastError: 'refused' });
    const delivered = await delivery(recipient, 'delivered', 1);

    const { token } = await client(backend).user.signin.mutate({ account: operator.account, password: operator.password });
    const retrying = client(backend, { token, lang: 'ind', batch: false, headers: { 'idempotency-key': randomUUID() } });
    const retried = await retrying.operator.retryDelivery.mutate({ deliveryId: dead });
    expect(retried).toMatchObject({ id: dead, status: 'pending', tries: 0 });
    expect(await retrying.operator.retryDelivery.mutate({ deliveryId: dead })).toEqual(retried);

    for (const id of [code, delivered]) {
      const refused = await failure(ops.operator.retryDelivery.mutate({ deliveryId: id }));
      expect(refused.data).toMatchObject({ reason: 'delivery_not_retryable' });
      expect(refused.message).toBe('Hanya pengiriman yang gagal yang dapat dikirim ulang');
    }
    // A code's text stays hidden.
    expect((await ops.operator.deliveries.query({ recipient })).items.find((item) => item.id === code)!.text).not.toContain('123456');
    expect((await failure(ops.operator.retryDelivery.mutate({ deliveryId: 999_999_999 }))).data).toMatchObject({ reason: 'delivery_not_found' });
  });

  it('refuse inputs the console never sends before the service is asked', async () => {
    const ops = await signInOperator(backend);
    expect((await failure(ops.operator.deliveries.query({ status: 'lost' } as never))).data?.code).toBe('BAD_REQUEST');
    expect((await failure(ops.operator.deliveries.query({ recipient: 'x'.repeat(255) }))).data?.code).toBe('BAD_REQUEST');
    expect((await failure(ops.operator.deliveries.query({ limit: 51 }))).data?.code).toBe('BAD_REQUEST');
    expect((await failure(ops.operator.retryDelivery.mutate({ deliveryId: -1 }))).data?.code).toBe('BAD_REQUEST');
  });
});

describe('operator templates', () => {
  it('list every kind in every language with its placeholders', async () => {
    const ops = await signInOperator(backend);
    const { items } = await ops.operator.templates.query();
    const recharge = items.filter((item) => item.kind === 'recharge_paid');
    expect(recharge.map((item) => item.language).sort()).toEqual(['en', 'ind', 'zh']);
    expect(recharge.find((item) => item.language === 'en')).toMatchObject({
      placeholders: ['amount'],
      texts: { title: 'Recharge of {amount} received' },
      edited: false,
      editedAt: null,
    });
  });

  it('preview texts with sample values and their SMS segments, changing nothing', async () => {
    const ops = await signInOperator(backend);
    const { preview, smsSegments } = await ops.operator.previewTemplate.mutate({
      kind: 'recharge_paid',
      language: 'zh',
      texts: { title: '充值 {amount}', short: '您充值的 {amount} 已到账。', body: '已收到 {amount}。' },
    });
    expect(preview.title).toMatch(/^充值 Rp /);
    expect(smsSegments).toBe(1);
    expect((await ops.operator.templates.query()).items.find((item) => item.kind === 'recharge_paid' && item.language === 'zh')!.edited).toBe(false);
  });

  it('refuse texts naming an unknown placeholder or empty, translated; too long before the service', async () => {
    const ops = await signInOperator(backend, 'zh');
    const unknown = await failure(ops.operator.previewTemplate.mutate({ kind: 'recharge_paid', language: 'en', texts: { title: '{orderNo}', short: 'b', body: 'c' } }));
    expect(unknown.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'template_invalid' });
    expect(unknown.message).toBe('请填写所有文本，控制长度，并只使用列出的占位符');
    const empty = await failure(ops.operator.updateTemplate.mutate({ kind: 'recharge_paid', language: 'en', texts: { title: 'a', short: ' ', body: 'c' } }));
    expect(empty.data).toMatchObject({ reason: 'template_invalid' });
    const tooLong = await failure(ops.operator.previewTemplate.mutate({ kind: 'recharge_paid', language: 'en', texts: { title: 'a', short: 'b', body: 'x'.repeat(1001) } }));
    expect(tooLong.data).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await failure(ops.operator.previewTemplate.mutate({ kind: 'recharge_paid', language: 'jv', texts: { title: 'a', short: 'b', body: 'c' } } as never))).data?.code).toBe('BAD_REQUEST');
  });

  it('save an operator’s texts with who and when, then restore the built-in ones', async () => {
    const ops = await signInOperator(backend);
    const texts = { title: 'Saldo masuk {amount}', short: 'Saldo masuk {amount}.', body: 'Isi saldo {amount} sudah masuk.\nTerima kasih!' };
    const saved = await ops.operator.updateTemplate.mutate({ kind: 'recharge_paid', language: 'ind', texts });
    expect(saved).toMatchObject({ kind: 'recharge_paid', language: 'ind', texts, edited: true, editedBy: operator.id });
    expect(saved.editedAt).toBeInstanceOf(Date);
    expect((await ops.operator.templates.query()).items.find((item) => item.kind === 'recharge_paid' && item.language === 'ind')).toMatchObject({ texts, edited: true });

    const restored = await ops.operator.updateTemplate.mutate({ kind: 'recharge_paid', language: 'ind', restore: true });
    expect(restored).toMatchObject({ edited: false, texts: { title: 'Isi saldo {amount} diterima' } });
  });
});
