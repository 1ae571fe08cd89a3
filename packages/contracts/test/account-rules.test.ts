import { describe, expect, it } from '@jest/globals';
import {
  accountProblem,
  addressProblem,
  codeProblem,
  confirmationProblem,
  currentPasswordProblem,
  inviteCodeProblem,
  isValidAvatar,
  isValidInviteCode,
  isValidNickname,
  normalizeAccount,
  nicknameProblem,
  normalizePhone,
  passwordProblem,
  type AddressFields,
} from '../src/account-rules.js';

describe('normalizePhone', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['+6281234567890', '+6281234567890'],
    ['+62 812-3456-7890', '+6281234567890'],
    ['+62 (0)812 3456 7890', '+6281234567890'],
    ['0812.3456.789', '+628123456789'],
    ['81234567890', '+6281234567890'],
    ['+6281200000001', '+6281200000001'],
  ])('%p becomes %p', (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164);
  });

  it.each(['', '0812', '0212345678', '+1 415 555 0100', '++6281234567890', '08123456789012345', '0812-3456-789a', '62'])('rejects %p', (raw) => {
    expect(normalizePhone(raw)).toBeUndefined();
  });
});

describe('normalizeAccount', () => {
  it('lower-cases and trims an email address', () => {
    expect(normalizeAccount('  Budi.Santoso@Example.CO.ID ')).toEqual({ kind: 'email', value: 'budi.santoso@example.co.id' });
  });

  it('stores a phone number as E.164', () => {
    expect(normalizeAccount('0812-0000-0001')).toEqual({ kind: 'phone', value: '+6281200000001' });
  });

  it.each(['budi@', '@example.com', 'budi@example', 'bu di@example.com', `${'a'.repeat(65)}@example.com`, 'budi'])('rejects %p', (raw) => {
    expect(normalizeAccount(raw)).toBeUndefined();
  });
});

describe('problems, named by their message keys', () => {
  it('names the account problem', () => {
    expect(accountProblem('  ')).toBe('account_required');
    expect(accountProblem('12')).toBe('invalid_account_format');
    expect(accountProblem('budi@example.com')).toBeUndefined();
  });

  it.each([
    ['', 'password_required'],
    ['abc12', 'invalid_password_format'],
    ['abcdefgh', 'invalid_password_format'],
    ['12345678', 'invalid_password_format'],
    ['abc 1234', 'invalid_password_format'],
    ['a1'.padEnd(33, 'x'), 'invalid_password_format'],
    ['kata sandi1', 'invalid_password_format'],
    ['demo1234', undefined],
    ['Rahasia!2026', undefined],
    ['a1'.padEnd(32, 'x'), undefined],
  ])('password %p: %p', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('checks the repeated password', () => {
    expect(confirmationProblem('demo1234', '')).toBe('confirm_password_required');
    expect(confirmationProblem('demo1234', 'demo12345')).toBe('passwords_mismatch');
    expect(confirmationProblem('demo1234', 'demo1234')).toBeUndefined();
  });

  it('only needs the current password to be there (its format is checked at sign-up)', () => {
    expect(currentPasswordProblem('')).toBe('password_required');
    expect(currentPasswordProblem('x')).toBeUndefined();
  });

  it('takes no invite code or a valid one, and a 1-32 character nickname', () => {
    expect(inviteCodeProblem('')).toBeUndefined();
    expect(inviteCodeProblem('NUSA2026')).toBeUndefined();
    expect(inviteCodeProblem('no!')).toBe('invalid_invite_code');
    expect(nicknameProblem('Budi')).toBeUndefined();
    expect(nicknameProblem('  ')).toBe('invalid_nickname');
  });

  it('wants six digits for a code', () => {
    expect(codeProblem('')).toBe('code_required');
    expect(codeProblem('12345')).toBe('invalid_code_format');
    expect(codeProblem('12345a')).toBe('invalid_code_format');
    expect(codeProblem('012345')).toBeUndefined();
  });
});

describe('addressProblem', () => {
  const complete: AddressFields = {
    recipientName: 'Siti Rahma',
    phone: '0812 1111 2222',
    provinceCode: '31',
    cityCode: '31.71',
    districtCode: '31.71.01',
    detail: 'Jl. Medan Merdeka Barat No. 12',
  };

  it('accepts a complete address', () => {
    expect(addressProblem(complete)).toBeUndefined();
  });

  it.each([
    ['recipientName', 'name_required', { recipientName: ' ' }],
    ['recipientName', 'name_too_long', { recipientName: 'x'.repeat(51) }],
    ['phone', 'phone_required', { phone: '' }],
    ['phone', 'invalid_phone_format', { phone: '021 555 0100' }],
    ['provinceCode', 'address_required', { provinceCode: '', cityCode: '', districtCode: '' }],
    ['cityCode', 'address_incomplete', { cityCode: '', districtCode: '' }],
    ['districtCode', 'address_incomplete', { districtCode: '' }],
    ['detail', 'detail_required', { detail: '  ' }],
    ['detail', 'detail_too_long', { detail: 'x'.repeat(201) }],
  ] as const)('%s: %s', (field, problem, change) => {
    expect(addressProblem({ ...complete, ...change })).toEqual({ field, problem });
  });

  it('reports the first problem in form order', () => {
    expect(addressProblem({ ...complete, recipientName: '', detail: '' })).toEqual({ field: 'recipientName', problem: 'name_required' });
  });
});

describe('profile fields', () => {
  it('takes a 1-32 character nickname', () => {
    expect(isValidNickname('Demo Shopper')).toBe(true);
    expect(isValidNickname('  ')).toBe(false);
    expect(isValidNickname('x'.repeat(33))).toBe(false);
  });

  it('takes no avatar, a site path or an https URL', () => {
    expect(isValidAvatar('')).toBe(true);
    expect(isValidAvatar('/img/avatars/1.png')).toBe(true);
    expect(isValidAvatar('https://cdn.example.com/a.png')).toBe(true);
    expect(isValidAvatar('http://cdn.example.com/a.png')).toBe(false);
    expect(isValidAvatar('//evil.example.com/a.png')).toBe(false);
    expect(isValidAvatar('javascript:alert(1)')).toBe(false);
  });

  it('takes a 4-16 letter-and-digit invite code', () => {
    expect(isValidInviteCode('NUSA2026')).toBe(true);
    expect(isValidInviteCode('ab')).toBe(false);
    expect(isValidInviteCode('NUSA-2026')).toBe(false);
  });
});
