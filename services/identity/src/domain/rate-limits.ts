import { isIP } from 'node:net';

/** At most `limit` hits per fixed window of `windowSeconds`, counted per subject. */
export interface RateLimit {
  name: string;
  limit: number;
  windowSeconds: number;
}

// Per-IP limits are generous: Indonesian mobile carriers put many shoppers behind one address (CGNAT).
export const codeSendsPerAccount: RateLimit = { name: 'code-send:account', limit: 10, windowSeconds: 3600 };
export const codeSendsPerAccountPerDay: RateLimit = { name: 'code-send-day:account', limit: 20, windowSeconds: 86_400 };
export const codeSendsPerIp: RateLimit = { name: 'code-send:ip', limit: 200, windowSeconds: 3600 };
/** Wrong codes per account across all its codes and purposes (each code also dies after MAX_CODE_ATTEMPTS). */
export const codeFailuresPerAccount: RateLimit = { name: 'code-failure:account', limit: 10, windowSeconds: 3600 };
/** Failed sign-ins per IP, across accounts; per account from any address, `signin-guard.ts` limits them. */
export const signinFailuresPerIp: RateLimit = { name: 'signin-failure:ip', limit: 100, windowSeconds: 900 };
/** Wrong old passwords through a signed-in session (a borrowed session must not be a guessing oracle). */
export const passwordChangeFailuresPerUser: RateLimit = { name: 'password-change-failure:user', limit: 10, windowSeconds: 900 };
export const signupAttemptsPerAccount: RateLimit = { name: 'signup:account', limit: 10, windowSeconds: 3600 };
export const signupAttemptsPerIp: RateLimit = { name: 'signup:ip', limit: 50, windowSeconds: 3600 };
export const resetAttemptsPerAccount: RateLimit = { name: 'reset:account', limit: 10, windowSeconds: 3600 };
export const resetAttemptsPerIp: RateLimit = { name: 'reset:ip', limit: 50, windowSeconds: 3600 };

/** One counter row: a limit applied to one subject in the window that contains `now`. */
export interface Bucket {
  key: string;
  limit: number;
  windowStart: Date;
  windowEnd: Date;
}

export function bucketFor(rule: RateLimit, subject: string, now: Date): Bucket {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { key: `${rule.name}:${subject}`, limit: rule.limit, windowStart: new Date(start), windowEnd: new Date(start + windowMs) };
}

export function retryAfterSeconds(bucket: Bucket, now: Date): number {
  return Math.max(1, Math.ceil((bucket.windowEnd.getTime() - now.getTime()) / 1000));
}

/**
 * The subject a client address is limited as: an IPv4 address (also when IPv4-mapped), or the
 * /64 of an IPv6 address, since one subscriber usually holds a whole /64. Undefined if not an IP.
 */
export function clientIpSubject(ip: string): string | undefined {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return undefined;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}
