import { describe, expect, it } from '@jest/globals';
import { eventually, uniqueSchema } from '../src/index.js';

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
});
