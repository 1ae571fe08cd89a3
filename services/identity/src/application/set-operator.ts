import { identityReasons, OPERATOR_ROLE } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { grantRole, revokeRole } from '../db/role-repository.js';
import { findUserByAccount } from '../db/user-repository.js';
import { requireAccount } from './shared/validation.js';

/**
 * Makes the user of an account an operator, or no longer one (`grant-operator` and
 * `revoke-operator`, run by hand: the first operator cannot be made by another). Answers whether
 * anything changed. Sessions stay open; the BFF sees the new roles within its few seconds of
 * session cache.
 */
export const setOperator = defineCommand(
  'SetOperator',
  async ({ em, now }, request: { account: string; operator: boolean }): Promise<{ userId: string; changed: boolean }> => {
    const account = requireAccount(request.account);
    const user = await findUserByAccount(em, account.value);
    if (!user) throw new AppError('NOT_FOUND', identityReasons.userNotFound, `no user has the account ${account.value}`);
    const changed = request.operator ? await grantRole(em, user.id, OPERATOR_ROLE, now) : await revokeRole(em, user.id, OPERATOR_ROLE);
    return { userId: user.id, changed };
  },
  { withoutKeyBecause: 'an operator runs it by hand, and granting or revoking twice changes nothing' },
);
