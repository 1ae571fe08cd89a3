import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundV1, identityV1 } from '@shop/contracts';
import { freePort, generateServiceKeys, waitForPort, waitForPortClosed } from '@shop/dev-infra';
import { eventually } from '@shop/test-kit';
import { createGrpcClient, parseSigningKey, signingKeyOf } from '@shop/service-kit';
import { demoMerchant, demoOperator, demoShopper, demoShopperToken } from '../src/demo.js';
import { messagingSandboxAccount, paymentSandboxKey } from '../src/sandbox-secrets.js';
import { contentSecurityPolicy } from '@shop/contracts/security-headers';
import { stack as stackEntries } from '../src/services.js';
import { spawnStack, stackServiceAddress, type StackProcess } from '../src/spawn-stack.js';

// Starts the stack exactly as `npm start` does (after the build) and talks to it over HTTP.

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-stack-'));
let port: number;
let stack: StackProcess;

// A development tool's key (the fund.post bench signs as order) that the stack is told to trust.
const toolKey = generateServiceKeys(['order'], 'tool').get('order')!;
const startStack = (args: string[] = []) => spawnStack({ port, dataDir, args, env: { LOG_LEVEL: 'info', STACK_TRUSTED_KEYS: toolKey.trustedKey } });

function listeningPorts(output: string): number[] {
  return [...output.matchAll(/(?:ready on|healthy on) (?:(?:https?|smtp):\/\/)?127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1]));
}

async function isListening(p: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: p, host }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const url = (pathAndQuery: string) => `http://127.0.0.1:${port}${pathAndQuery}`;
const query = (input: unknown) => encodeURIComponent(JSON.stringify({ json: input }));

beforeAll(async () => {
  port = await freePort();
  stack = await startStack();
}, 130_000);

afterAll(async () => {
  await stack.interrupt();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the stack started as npm start does', () => {
  it('serves a GET query with its input in the query string', async () => {
    const response = await fetch(url(`/trpc/user.platform?input=${query({ platformCode: 2 })}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { data: { json: { title: 'Nusa Mart', desc: 'Online Shop', logo: '/logo.svg' } } } });
  });

  it('serves a batched GET of user.platform and product.list with superjson payloads', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { platformCode: 2 } }, 1: { json: { categoryId: 11044364, pageSize: 2 } } }));
    const response = await fetch(url(`/trpc/user.platform,product.list?batch=1&input=${input}`), { headers: { lang: 'en' } });
    const [platform, products] = (await response.json()) as [
      { result: { data: { json: { title: string } } } },
      { result: { data: { json: { items: { id: number }[] }; meta: { values: Record<string, string[]> } } } },
    ];
    expect(platform.result.data.json.title).toBe('Nusa Mart');
    expect(products.result.data.json.items).toHaveLength(2);
    // superjson marks each createdAt as a Date for the client to revive.
    expect(products.result.data.meta.values['items.0.createdAt']).toEqual(['Date']);
  });

  it('refuses a gRPC call to a service that carries no caller assertion', async () => {
    const address = stackServiceAddress(stack.output(), 'identity');
    expect(address).toBeDefined();
    const raw = createGrpcClient(identityV1.IdentityServiceService, address!);
    await expect(raw.call.getPlatformConfig({ platformCode: 2 })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    raw.close();
  });

  it('runs every gRPC service of the stack, and each trusts the keys STACK_TRUSTED_KEYS adds', async () => {
    for (const entry of stackEntries.filter((candidate) => candidate.kind === 'grpc')) expect(stackServiceAddress(stack.output(), entry.name)).toBeDefined();
    const asTool = createGrpcClient(fundV1.FundServiceService, stackServiceAddress(stack.output(), 'fund')!, {
      identity: { key: signingKeyOf('order', parseSigningKey(toolKey.signingKey)), audience: 'fund' },
    });
    expect((await asTool.call.getFeeSettings({ at: '' })).feeSettings).toMatchObject({ version: 1, vatBp: 1_100 });
    asTool.close();
  });

  it('accepts a POST mutation', async () => {
    const list = (await (await fetch(url(`/trpc/product.list?input=${query({ pageSize: 1 })}`))).json()) as { result: { data: { json: { items: { id: number }[] } } } };
    const response = await fetch(url('/trpc/product.view'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { id: list.result.data.json.items[0]!.id } }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { data: { json: { recorded: true } } } });
  });

  it('changes product texts and error messages with the lang header', async () => {
    const titleIn = async (lang: string) => {
      const body = (await (await fetch(url(`/trpc/product.list?input=${query({ categoryId: 29, pageSize: 1 })}`), { headers: { lang } })).json()) as {
        result: { data: { json: { items: { title: string }[] } } };
      };
      return body.result.data.json.items[0]!.title;
    };
    const titles = await Promise.all(['en', 'zh', 'ind'].map(titleIn));
    expect(new Set(titles).size).toBe(3);

    const errorIn = async (lang: string) => {
      const body = (await (await fetch(url(`/trpc/product.detail?input=${query({ id: 424242 })}`), { headers: { lang } })).json()) as { error: { json: { message: string } } };
      return body.error.json.message;
    };
    expect(await Promise.all(['en', 'zh', 'ind'].map(errorIn))).toEqual(['Product not found', '商品不存在', 'Produk tidak ditemukan']);
  });

  it('prints the demo users it created; the shopper can sign in and has a default address', async () => {
    expect(stack.output()).toContain(`demo shopper: sign in at http://localhost:${port}/h5/signin with ${demoShopper.account} / ${demoShopper.password}`);
    expect(stack.output()).toContain(`demo merchant (owner of demo store 1): sign in with ${demoMerchant.account} / ${demoMerchant.password}`);
    expect(stack.output()).toContain(`demo operator: sign in with ${demoOperator.account} / ${demoOperator.password}`);
    const token = await demoShopperToken(url(''));
    const addresses = (await (await fetch(url('/trpc/address.list'), { headers: { authorization: token } })).json()) as { result: { data: { json: unknown[] } } };
    expect(addresses.result.data.json).toEqual([expect.objectContaining({ isDefault: true, provinceCode: '31', districtName: 'Gambir' })]);
  });

  it("opens the demo stores, store 1 the demo merchant's, their logos served under /media/, product counts following the demo listings", async () => {
    const storeOne = async () =>
      (
        (await (await fetch(url(`/trpc/merchant.shop?input=${query({ id: 1 })}`))).json()) as {
          result: { data: { json: { name: string; productCount: number; logo: { variants: { width: number; url: string }[] } } } };
        }
      ).result.data.json;
    const store = await storeOne();
    expect(store.name).toBe('Toko Demo Merchant');
    const logo = await fetch(url(store.logo.variants[0]!.url));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    // The catalog's listing events reach the merchant service through Kafka.
    await eventually(async () => (await storeOne()).productCount > 0, 30_000, 'store 1 counts its demo listings');
  });

  it("runs the payment service behind its sandbox gateway: the sandbox's pages and the gateway's notifications go through the gateway", async () => {
    expect(stack.output()).toMatch(/payment-sandbox\s*│ ready on http:\/\/127\.0\.0\.1:\d+/);
    expect(stack.output()).toMatch(/payment\s*│ healthy on 127\.0\.0\.1:\d+, metrics on .*, NOTIFICATION_PORT on http:\/\/127\.0\.0\.1:\d+/);
    const page = await fetch(url('/sandbox/pay/no-such-order?lang=en'));
    expect(page.status).toBe(404);
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(await page.text()).toContain('This payment does not exist.');
    // A notification signed with the sandbox's key (kept in the data directory) reaches the payment
    // service and passes its check (an order it does not know: 404); one signed otherwise does not.
    const key = paymentSandboxKey(dataDir);
    const notify = (signingKey: string) => {
      const fields = { order_id: randomUUID(), status_code: '200', gross_amount: '10000.00', transaction_status: 'settlement' };
      const signature = createHash('sha512').update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${signingKey}`).digest('hex');
      return fetch(url('/notifications/charge'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...fields, signature_key: signature }) });
    };
    expect((await notify(key)).status).toBe(404);
    expect((await notify('SB-Mid-server-forged')).status).toBe(401);
  });

  it("runs the messages service behind its messaging sandbox: the sandbox's outbox goes through the gateway, its account is the data directory's", async () => {
    const sandboxUrl = /messaging-sandbox\s*│ ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(stack.output())?.[1];
    expect(sandboxUrl).toBeDefined();
    expect(stack.output()).toMatch(/messages\s*│ healthy on 127\.0\.0\.1:\d+, metrics on .*, RECEIPTS_PORT on http:\/\/127\.0\.0\.1:\d+/);
    const outbox = await fetch(url('/messaging-sandbox/messages?lang=en'));
    expect(outbox.status).toBe(200);
    expect(outbox.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(await outbox.text()).toContain('Sandbox messages');
    // A send under the account kept in the data directory (its owner's only) is taken; one under another token is not.
    const { accountSid, authToken } = messagingSandboxAccount(dataDir);
    expect(accountSid).toMatch(/^AC[0-9a-f]{32}$/);
    for (const file of ['account-sid', 'auth-token']) expect(statSync(path.join(dataDir, 'messaging-sandbox', file)).mode & 0o777).toBe(0o600);
    const to = `+62812${String(Date.now()).slice(-8)}`;
    const send = (token: string) =>
      fetch(`${sandboxUrl}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${token}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: '+15005550006', Body: 'Kode Anda 123456' }),
      });
    expect((await send(authToken)).status).toBe(201);
    expect((await send('forged-token')).status).toBe(401);
    const listed = (await (await fetch(url(`/messaging-sandbox/api/messages?to=${encodeURIComponent(to)}`))).json()) as { messages: { body: string }[] };
    expect(listed.messages.map((message) => message.body)).toEqual(['Kode Anda 123456']);
    expect(stack.output()).toContain(`SMS and WhatsApp messages the shop sends: http://localhost:${port}/messaging-sandbox/messages`);
  });

  it('catches the e-mail the shop sends in Mailpit, whose address it prints', async () => {
    const printed = /mailpit\s*│ SMTP ready on (smtp:\/\/127\.0\.0\.1:\d+), mail UI and API ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(stack.output());
    expect(printed).not.toBeNull();
    expect(stack.output()).toContain(`e-mail the shop sends: ${printed![2]} (Mailpit)`);
    const { port: smtpPort } = new URL(printed![1]!);
    await waitForPort(Number(smtpPort));
    const info = (await (await fetch(`${printed![2]}/api/v1/info`)).json()) as { Database: string };
    expect(info.Database).toBe(path.join(dataDir, 'mailpit', 'mailpit.db'));
  });

  it('listens on loopback only unless HOST says otherwise', async () => {
    expect(stack.output()).toContain(`listening on 127.0.0.1:${port}`);
    const lan = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && address.family === 'IPv4' && !address.internal);
    for (const address of lan) expect([address!.address, await isListening(port, address!.address)]).toEqual([address!.address, false]);
  });

  it('sends the security headers on pages and API answers alike, HSTS only over TLS', async () => {
    for (const response of [await fetch(url('/h5/account')), await fetch(url(`/trpc/user.platform?input=${query({ platformCode: 2 })}`))]) {
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('answers an unknown procedure with a clear 404', async () => {
    const response = await fetch(url(`/trpc/nope.nothing?input=${query({})}`), { headers: { lang: 'en' } });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { json: { message: string; data: { code: string } } } };
    expect(body.error.json).toMatchObject({ message: 'No such procedure: nope.nothing', data: { code: 'NOT_FOUND' } });
  });

  it('stops on Ctrl-C within 10 s, leaving no listening port, and keeps its data for the next start', async () => {
    const ports = [port, ...listeningPorts(stack.output())];
    expect(ports.length).toBeGreaterThanOrEqual(5);
    expect(stack.output()).toMatch(/demo catalog loaded/);
    expect(stack.output()).toMatch(/demo listings made/);
    expect(stack.output()).toMatch(/demo user created/);
    const interrupted = Date.now();
    const { ms } = await stack.interrupt();
    expect(ms).toBeLessThan(10_000);
    // A server's own child (Postgres under its launcher) may let go of its socket a moment after
    // the stack has exited: every port must be closed within the same 10 s.
    for (const p of ports) await expect(waitForPortClosed(p, '127.0.0.1', Math.max(0, interrupted + 10_000 - Date.now()))).resolves.toBeUndefined();

    stack = await startStack();
    expect(stack.output()).not.toMatch(/demo catalog loaded|demo listings made|demo user created/);
    expect((await fetch(url(`/trpc/user.platform?input=${query({ platformCode: 2 })}`))).status).toBe(200);
    await stack.interrupt();

    stack = await startStack(['--fresh']);
    expect(stack.output()).toMatch(/demo catalog loaded/);
    expect(stack.output()).toMatch(/demo user created/);
  }, 300_000);
});
