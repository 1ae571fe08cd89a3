// What a mutation tells the shell's data layer about itself, typed for every `meta` a page passes.

export interface MutationMeta extends Record<string, unknown> {
  /**
   * Not something the user asked for (counting a visit of a page): the shell neither blocks the
   * page with a loading toast while it runs nor toasts its failure.
   */
  background?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}
