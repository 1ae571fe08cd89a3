import { defineCommand } from '@shop/service-kit';
import type { NoteRecord } from '../db/entities.js';
import { insertNote } from '../db/note-repository.js';
import { tidyNoteText } from '../domain/note-text.js';

/** Stores a note; the runner answers a retried intent from its idempotency key. */
export const addNote = defineCommand('AddNote', async ({ em, now }, request: { text: string }): Promise<NoteRecord> => {
  const text = tidyNoteText(request.text);
  return { id: await insertNote(em, text, now), text, createdAt: now };
});
