import type { EntityManager } from '@mikro-orm/postgresql';

/** The current instant; injected so tests can move time (code expiry, sessions, rate windows). */
export type Clock = () => Date;

/** What every use case runs with: its unit of work and the one instant it happens at. */
export interface UseCase {
  em: EntityManager;
  now: Date;
}
