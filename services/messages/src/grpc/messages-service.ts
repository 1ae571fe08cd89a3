import { messagesV1 } from '@shop/contracts';
import { bindService, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { addNote } from '../application/add-note.js';
import { listNotes } from '../application/list-notes.js';
import type { NoteRecord } from '../db/entities.js';
import { messagesAccess } from './access.js';

const toProtoNote = (note: NoteRecord): messagesV1.Note => ({ id: note.id, text: note.text, createdAt: note.createdAt.toISOString() });

export function messagesGrpcService(useCases: UseCaseRunner): GrpcServiceBinding {
  const handle = serve(useCases);
  return bindService(
    messagesV1.MessagesServiceService,
    {
      addNote: handle(addNote, (note) => ({ note: toProtoNote(note) })),
      listNotes: handle(listNotes, (notes) => ({ notes: notes.map(toProtoNote) })),
    },
    messagesAccess,
  );
}
