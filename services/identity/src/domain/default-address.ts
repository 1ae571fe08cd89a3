export const MAX_ADDRESSES_PER_USER = 20;

export interface AddressSummary {
  id: number;
  isDefault: boolean;
  createdAt: Date;
}

/**
 * Which of a user's addresses (after a change) is the default: the one the user asked for, else
 * the current default, else the newest. Exactly one while any address exists, so unticking the
 * default keeps it and removing it promotes another.
 */
export function chooseDefault(addresses: readonly AddressSummary[], requested?: number): number | undefined {
  if (requested !== undefined && addresses.some((a) => a.id === requested)) return requested;
  const current = addresses.find((a) => a.isDefault);
  if (current) return current.id;
  const newest = [...addresses].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
  return newest?.id;
}
