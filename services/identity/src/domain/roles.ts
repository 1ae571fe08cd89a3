import { OPERATOR_ROLE } from '@shop/contracts';

/** Platform roles a user may hold besides being a shopper (a merchant is a shopper with a store). */
export const platformRoles = [OPERATOR_ROLE] as const;
export type PlatformRole = (typeof platformRoles)[number];
