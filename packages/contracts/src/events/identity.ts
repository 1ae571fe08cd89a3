import { z } from 'zod';

/**
 * Every session of a user ended (password changed or reset). Whoever caches sessions (each BFF
 * replica) drops that user's entries at once instead of trusting them until they expire.
 */
export const userSessionsRevokedV1 = z.object({
  userId: z.uuid(),
});
