/**
 * Text as searches compare it: compatibility forms unified (full-width letters), accents dropped,
 * case folded, spaces collapsed. "Kafé  ÁNDA" and "kafe anda" fold to the same text, so a search
 * for "anda" finds both.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The longest product search keyword (characters, after trimming), checked by the BFF and the catalog alike. */
export const KEYWORD_MAX_LENGTH = 50;
