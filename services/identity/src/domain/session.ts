export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
}
