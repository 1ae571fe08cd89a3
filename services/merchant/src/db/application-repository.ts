import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cursor } from '@shop/service-kit';
import type { ApplicationStatus } from '../domain/application-status.js';
import { Application, type ApplicationRecord } from './entities.js';

/** The applicant's most recent application. */
export async function latestApplication(em: EntityManager, applicantId: string): Promise<ApplicationRecord | null> {
  return em.findOne(Application, { applicantId }, { orderBy: { submittedAt: 'desc', id: 'desc' } });
}

/**
 * Inserts a submitted application unless the applicant already has an open one (the partial
 * unique index decides, so two submits racing each other cannot both pass). Answers whether it was inserted.
 */
export async function insertOpenApplication(em: EntityManager, application: ApplicationRecord): Promise<boolean> {
  const inserted = await em.createQueryBuilder(Application).insert(application).onConflict().ignore().execute('run');
  return inserted.affectedRows > 0;
}

/** Applications in one status, oldest first, after the cursor's row. */
export async function findApplications(
  em: EntityManager,
  query: { status: ApplicationStatus | undefined; after: Cursor<Date, string> | undefined; limit: number },
): Promise<{ items: ApplicationRecord[]; more: boolean }> {
  const { after } = query;
  const rows = await em.find(
    Application,
    {
      ...(query.status ? { status: query.status } : {}),
      ...(after ? { $or: [{ submittedAt: { $gt: after.value } }, { submittedAt: after.value, id: { $gt: after.id } }] } : {}),
    },
    { orderBy: { submittedAt: 'asc', id: 'asc' }, limit: query.limit + 1 },
  );
  return { items: rows.slice(0, query.limit), more: rows.length > query.limit };
}
