import { describe, expect, it } from '@jest/globals';
import { actingFor, currentRequestContext } from '../../src/context.js';

/** A client whose method answers the request context it was called in. */
const calls = { whoAmI: async (request: { n: number }) => ({ n: request.n, context: currentRequestContext() }) };

describe('actingFor', () => {
  it('makes each call in a request of its own for the user given', async () => {
    const [first, second] = await Promise.all([actingFor(calls, 'user-1').whoAmI({ n: 1 }), actingFor(calls, 'user-1').whoAmI({ n: 2 })]);
    expect([first.n, second.n]).toEqual([1, 2]);
    expect(first.context?.user).toEqual({ id: 'user-1', roles: [] });
    expect(first.context?.requestId).not.toBe(second.context?.requestId);
  });

  it('acts for a user with roles, or for a visitor', async () => {
    expect((await actingFor(calls, { id: 'ops-1', roles: ['operator'] }).whoAmI({ n: 1 })).context?.user).toEqual({ id: 'ops-1', roles: ['operator'] });
    const visitor = (await actingFor(calls).whoAmI({ n: 1 })).context;
    expect(visitor?.user).toBeUndefined();
    expect(visitor?.requestId).toEqual(expect.any(String));
  });
});
