import { describe, expect, it } from '@jest/globals';
import { eventually, testMailbox, testSmtpUrl, uniqueSchema } from '../src/index.js';
import { ENV_MAILPIT_URL, ENV_SMTP_URL } from '../src/env.js';

describe('test-kit helpers', () => {
  it('gives every test file its own valid schema name', () => {
    const a = uniqueSchema('catalog');
    expect(a).toMatch(/^catalog_t[0-9a-f]{10}$/);
    expect(uniqueSchema('catalog')).not.toBe(a);
  });

  it('waits until a condition holds and returns its value', async () => {
    let calls = 0;
    await expect(eventually(() => (++calls >= 3 ? 'done' : undefined), 2_000)).resolves.toBe('done');
    expect(calls).toBe(3);
  });

  it('fails with the label and last error when it never holds', async () => {
    await expect(
      eventually(() => {
        throw new Error('still down');
      }, 150, 'broker up'),
    ).rejects.toThrow(/broker up not met within 150 ms: Error: still down/);
  });

  it("hands the run's mail server over from the global setup's environment", () => {
    const saved = [process.env[ENV_SMTP_URL], process.env[ENV_MAILPIT_URL]];
    try {
      delete process.env[ENV_SMTP_URL];
      delete process.env[ENV_MAILPIT_URL];
      expect(() => testSmtpUrl()).toThrow(/SHOP_TEST_SMTP_URL is unset/);
      expect(() => testMailbox()).toThrow(/SHOP_TEST_MAILPIT_URL is unset/);
      process.env[ENV_SMTP_URL] = 'smtp://127.0.0.1:12025';
      process.env[ENV_MAILPIT_URL] = 'http://127.0.0.1:12080/';
      expect(testSmtpUrl()).toBe('smtp://127.0.0.1:12025');
      expect(testMailbox().webUrl).toBe('http://127.0.0.1:12080');
    } finally {
      for (const [name, value] of [[ENV_SMTP_URL, saved[0]], [ENV_MAILPIT_URL, saved[1]]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
