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
