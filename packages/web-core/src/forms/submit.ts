import { getUntypedClient, useMutation, useTRPCClient, type UseMutationOptions, type UseMutationResult } from '@shop/web-core';
import { useState } from 'react';
import { SubmitIntents } from './submit-intent';

/** What `useTRPC().<router>.<procedure>.mutationOptions()` returns, as far as `useSubmit` needs it. */
type ProcedureMutationOptions<Data, Error, Input, Context> = UseMutationOptions<Data, Error, Input, Context> & { trpc: { path: string } };

/**
 * The way pages change data: `useMutation` for a tRPC procedure whose every call carries the
 * idempotency key of the user's intent (see `SubmitIntents`), e.g.
 * `const signIn = useSubmit(trpc.user.signin.mutationOptions({ onSuccess }))`, then
 * `signIn.mutate(input)` on each press of the submit button.
 */
export function useSubmit<Data, Error, Input, Context>(
  options: ProcedureMutationOptions<Data, Error, Input, Context>,
): UseMutationResult<Data, Error, Input, Context> {
  const client = getUntypedClient(useTRPCClient());
  const [intents] = useState(() => new SubmitIntents());
  const path = options.trpc.path;
  return useMutation({
    ...options,
    // Called for each attempt (a press, or the data layer's retry of one), so each asks for its key.
    mutationFn: async (input: Input) => {
      const idempotencyKey = intents.keyFor(input);
      const data = (await client.mutation(path, input, { context: { idempotencyKey } })) as Data;
      intents.succeeded(idempotencyKey);
      return data;
    },
  });
}
