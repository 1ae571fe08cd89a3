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

/**
 * Every C0 control, DEL and every C1 control. Postgres refuses NUL in text outright, and the
 * others are invisible in a name or a keyword, so a single-line text holds none of them.
 */
// Matching control characters is the point of these two.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same but tab and line feed, which a multi-line text (a description, a review) keeps. */
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Whether a text holds a control character its kind of field does not take. */
export function hasControlCharacter(text: string, kind: 'single-line' | 'multi-line'): boolean {
  return (kind === 'single-line' ? SINGLE_LINE_CONTROL : MULTI_LINE_CONTROL).test(text);
}

/** A multi-line text with Windows (\r\n) and old Mac (\r) line breaks as plain \n. */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
