import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A note: the sketch's one table. */
export const Note = defineEntity({
  name: 'Note',
  tableName: 'note',
  properties: {
    id: p.bigint('number').primary(),
    text: p.string(),
    createdAt: p.datetime(),
  },
});

export type NoteRecord = InferEntity<typeof Note>;

export const entities = [Note];
