import { randomInt } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Order numbers carry the date in Western Indonesia Time, where the shoppers are. */
const WIB_OFFSET_MS = 7 * 3600_000;

/** The number shown to people: the day it was placed (WIB) and 8 random base32 characters, e.g. 20261126-8F3K2QZP. */
export function newOrderNumber(at: Date, random: (max: number) => number = randomInt): string {
  const day = new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += BASE32[random(BASE32.length)];
  return `${day}-${suffix}`;
}

export const ORDER_NUMBER_PATTERN = /^\d{8}-[A-Z2-7]{8}$/;
