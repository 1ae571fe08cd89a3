import { defineQuery } from '@shop/service-kit';
import type { NoteRecord } from '../db/entities.js';
import { newestNotes } from '../db/note-repository.js';

/** Every note, newest first. */
export const listNotes = defineQuery('ListNotes', ({ em }): Promise<NoteRecord[]> => newestNotes(em));
