// What a mutation or a query tells the shell's data layer about itself, typed for every `meta` a page passes.

export interface MutationMeta extends Record<string, unknown> {
  /**
   * Not something the user asked for (counting a visit of a page): the shell neither blocks the
   * page with a loading toast while it runs nor toasts its failure.
   */
  background?: boolean;
}

export interface QueryMeta extends Record<string, unknown> {
  /**
   * Asked on the page's own, over and over (the bell's unread count): a failure is neither toasted
   * nor sends anyone to sign in; the next time it is asked may well succeed.
   */
  background?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
    queryMeta: QueryMeta;
  }
}
