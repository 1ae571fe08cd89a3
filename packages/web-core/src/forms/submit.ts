import { useMutation, useTRPCClient, type UseMutationOptions, type UseMutationResult } from '@shop/web-core';
import { useState } from 'react';
import { SubmitIntents } from './submit-intent';

/** What `useTRPC().<router>.<procedure>.mutationOptions()` returns, as far as `useSubmit` needs it. */
type ProcedureMutationOptions<Data, Error, Input, Context> = UseMutationOptions<Data, Error, Input, Context> & { trpc: { path: string } };

/** A procedure of the tRPC client, reached by its path ('user.signin'), as a mutation sees it. */
interface MutationProcedure<Input, Data> {
  mutate(input: Input, options: { context: { idempotencyKey: string } }): Promise<Data>;
}

function procedureAt<Input, Data>(client: object, path: string): MutationProcedure<Input, Data> {
  return path.split('.').reduce((node, name) => (node as Record<string, object>)[name]!, client) as MutationProcedure<Input, Data>;
}

/**
 * The way pages change data: `useMutation` for a tRPC procedure whose every call carries the
 * idempotency key of the user's intent (see `SubmitIntents`), e.g.
 * `const signIn = useSubmit(trpc.user.signin.mutationOptions({ onSuccess }))`, then
 * `signIn.mutate(input)` on each press of the submit button.
 */
export function useSubmit<Data, Error, Input, Context>(
  options: ProcedureMutationOptions<Data, Error, Input, Context>,
): UseMutationResult<Data, Error, Input, Context> {
  const procedure = procedureAt<Input, Data>(useTRPCClient(), options.trpc.path);
  const [intents] = useState(() => new SubmitIntents());
  return useMutation({
    ...options,
    // Called for each attempt (a press, or the data layer's retry of one), so each asks for its key.
    mutationFn: async (input: Input) => {
      const idempotencyKey = intents.keyFor(input);
      const data = await procedure.mutate(input, { context: { idempotencyKey } });
      intents.succeeded(idempotencyKey);
      return data;
    },
  });
}
