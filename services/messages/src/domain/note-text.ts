/** The longest note kept; longer text is cut. */
export const NOTE_TEXT_MAX = 200;

/** A note's text as stored: trimmed, runs of white space made one space, at most NOTE_TEXT_MAX characters. */
export function tidyNoteText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, NOTE_TEXT_MAX);
}
