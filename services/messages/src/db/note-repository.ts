import type { EntityManager } from '@mikro-orm/postgresql';
import { Note, type NoteRecord } from './entities.js';

export function insertNote(em: EntityManager, text: string, now: Date): Promise<number> {
  return em.insert(Note, { text, createdAt: now });
}

export function newestNotes(em: EntityManager): Promise<NoteRecord[]> {
  return em.find(Note, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}
