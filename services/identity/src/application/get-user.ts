import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '@shop/service-kit';
import { findUserById, type UserRecord } from '../db/user-repository.js';
import { requireUserId } from './validation.js';

export async function getUser(em: EntityManager, userId: string): Promise<UserRecord> {
  const user = await findUserById(em, requireUserId(userId));
  if (!user) throw new AppError('NOT_FOUND', 'user_not_found');
  return user;
}
