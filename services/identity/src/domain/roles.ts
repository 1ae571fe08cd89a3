/** Platform roles a user may hold besides being a shopper (a merchant is a shopper with a store). */
export const platformRoles = ['operator'] as const;
export type PlatformRole = (typeof platformRoles)[number];

/** Platform staff: reviews merchant applications and stores. */
export const OPERATOR: PlatformRole = 'operator';
