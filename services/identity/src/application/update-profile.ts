import { isValidAvatar, nicknameProblem } from '@shop/contracts';
import { AppError, claimRequest } from '@shop/service-kit';
import { findUserById, setProfile, type UserRecord } from '../db/user-repository.js';
import type { UseCase } from './use-case.js';
import { rejectProblem, requireUserId } from './validation.js';

/** Changes the given profile fields; a replayed request answers the current profile. */
export async function updateProfile(
  { em, now }: UseCase,
  request: { requestId: string; userId: string; nickname?: string | undefined; avatar?: string | undefined },
): Promise<UserRecord> {
  const userId = requireUserId(request.userId);
  if (request.nickname !== undefined) rejectProblem(nicknameProblem(request.nickname), 'nickname');
  if (request.avatar !== undefined && !isValidAvatar(request.avatar)) rejectProblem('invalid_avatar', 'avatar');
  return em.transactional(async (tx) => {
    const current = await findUserById(tx, userId, true);
    if (!current) throw new AppError('NOT_FOUND', 'user_not_found');
    if (!(await claimRequest(tx, request.requestId, 'UpdateProfile'))) return current;
    const profile = { nickname: request.nickname?.trim() ?? current.nickname, avatar: request.avatar ?? current.avatar };
    await setProfile(tx, userId, profile, now);
    return { ...current, ...profile };
  });
}
