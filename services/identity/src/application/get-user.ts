import { identityReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { findUserProfile } from '../db/user-repository.js';
import { signedInUser } from './shared/validation.js';

/** The signed-in caller's own account. */
export const getUser = defineQuery('GetUser', async ({ em, caller }) => {
  const userId = signedInUser(caller);
  const user = await findUserProfile(em, userId);
  if (!user) throw new AppError('NOT_FOUND', identityReasons.userNotFound);
  return user;
});
