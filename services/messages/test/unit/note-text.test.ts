import { describe, expect, it } from '@jest/globals';
import { NOTE_TEXT_MAX, tidyNoteText } from '../../src/domain/note-text.js';

describe('a note text', () => {
  it('is trimmed, with runs of white space made one space', () => {
    expect(tidyNoteText('  two\t\n words  ')).toBe('two words');
  });

  it('is cut at its longest', () => {
    expect(tidyNoteText('x'.repeat(NOTE_TEXT_MAX + 1))).toHaveLength(NOTE_TEXT_MAX);
  });
});
