import type { commonReasons } from '@shop/contracts';
import { pageLimit as keysetPageLimit } from '@shop/service-kit';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;

/** A page size from the wire: 0 means "not given". */
export function pageLimit(limit: number): number | typeof commonReasons.invalidLimit {
  return keysetPageLimit(limit, { fallback: DEFAULT_LIMIT, max: MAX_LIMIT });
}
