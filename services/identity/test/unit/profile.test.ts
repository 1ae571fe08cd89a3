import { describe, expect, it } from '@jest/globals';
import { defaultNickname } from '../../src/domain/profile.js';

describe('defaultNickname', () => {
  it('masks the middle of a phone number', () => {
    expect(defaultNickname({ kind: 'phone', value: '+6281234567890' })).toBe('0812****7890');
  });

  it('takes the local part of an email address, at most 32 characters', () => {
    expect(defaultNickname({ kind: 'email', value: 'siti.rahma@example.com' })).toBe('siti.rahma');
    expect(defaultNickname({ kind: 'email', value: `${'a'.repeat(40)}@example.com` })).toHaveLength(32);
  });
});
