import { z } from 'zod';

/** Every Kafka message value is one envelope, JSON, keyed by its aggregate id. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime(),
  aggregateId: z.string().min(1),
  payload: z.unknown(),
});

export type EventEnvelope<P = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & { payload: P };

/** Kafka header names that travel with every event. */
export const eventHeaders = {
  requestId: 'x-request-id',
  eventType: 'event-type',
} as const;
