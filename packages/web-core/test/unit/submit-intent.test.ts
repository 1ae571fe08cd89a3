import { describe, expect, it } from '@jest/globals';
import { SubmitIntents } from '../../src/forms/submit-intent';

function intents() {
  let issued = 0;
  return new SubmitIntents(() => `key-${++issued}`);
}

describe('SubmitIntents', () => {
  it('gives a press of the same input, while the last attempt is pending or failed, the same key', () => {
    const submits = intents();
    expect(submits.keyFor({ nickname: 'Siti' })).toBe('key-1');
    expect(submits.keyFor({ nickname: 'Siti' })).toBe('key-1');
  });

  it('gives edited input a new key', () => {
    const submits = intents();
    submits.keyFor({ nickname: 'Siti' });
    expect(submits.keyFor({ nickname: 'Siti N.' })).toBe('key-2');
    // Editing back is still a new press after an edit, so a new intent.
    expect(submits.keyFor({ nickname: 'Siti' })).toBe('key-3');
  });

  it('gives a press after a success a new key, even with the same input', () => {
    const submits = intents();
    const key = submits.keyFor({ id: 2 });
    submits.succeeded(key);
    expect(submits.keyFor({ id: 2 })).toBe('key-2');
  });

  it('ignores the success of an intent that was already replaced', () => {
    const submits = intents();
    const first = submits.keyFor({ id: 1 });
    submits.keyFor({ id: 2 });
    submits.succeeded(first);
    expect(submits.keyFor({ id: 2 })).toBe('key-2');
  });

  it('keys a procedure without input too (sign-out)', () => {
    const submits = intents();
    expect(submits.keyFor(undefined)).toBe('key-1');
    expect(submits.keyFor(undefined)).toBe('key-1');
  });

  it('makes UUIDs by default', () => {
    expect(new SubmitIntents().keyFor({})).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
