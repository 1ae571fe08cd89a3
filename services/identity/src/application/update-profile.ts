import { isValidAvatar, nicknameProblem, identityReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { toProfile, type UserProfile } from '../db/entities.js';
import { rolesOf } from '../db/role-repository.js';
import { findUserById, setProfile } from '../db/user-repository.js';
import { rejectProblem, signedInUser } from './shared/validation.js';

/** Changes the given profile fields of the signed-in caller. */
export const updateProfile = defineCommand('UpdateProfile', async ({ em, now, caller }, request: { nickname?: string | undefined; avatar?: string | undefined }): Promise<UserProfile> => {
  const userId = signedInUser(caller);
  if (request.nickname !== undefined) rejectProblem(nicknameProblem(request.nickname), 'nickname');
  if (request.avatar !== undefined && !isValidAvatar(request.avatar)) rejectProblem('invalid_avatar', 'avatar');
  const current = await findUserById(em, userId, true);
  if (!current) throw new AppError('NOT_FOUND', identityReasons.userNotFound);
  const profile = { nickname: request.nickname?.trim() ?? current.nickname, avatar: request.avatar ?? current.avatar };
  await setProfile(em, userId, profile, now);
  // Only the profile is answered (and kept with the idempotency key), never the password hash.
  return toProfile({ ...current, ...profile, roles: await rolesOf(em, userId) });
});
