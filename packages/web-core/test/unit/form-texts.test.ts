import { describe, expect, it } from '@jest/globals';
import { emptyTranslations, missingTranslations } from '@shop/jest-runner/i18n';
import en from '../../src/forms/texts/en';
import ind from '../../src/forms/texts/ind';
import zh from '../../src/forms/texts/zh';

describe('form kit texts', () => {
  it('has every key in en, zh and ind, none empty', () => {
    expect(missingTranslations({ en, zh, ind })).toEqual({ en: [], zh: [], ind: [] });
    expect(emptyTranslations({ en, zh, ind })).toEqual([]);
  });

  it("says what is wrong with an operator's reason, as the BFF does", () => {
    expect(en.problems.reason_required).toBe('Please enter a reason');
    expect(zh.problems.reason_too_long).toBe('原因不能超过 300 个字符');
    expect(ind.problems.reason_required).toBe('Silakan masukkan alasan');
  });

  it('words the validation messages as spec §5 does', () => {
    expect(Object.values(en.problems)).toEqual(
      expect.arrayContaining([
        'Please enter account info',
        'Please enter the code',
        'Please enter the password',
        'Please confirm the password',
        'Passwords do not match',
        'Invalid account format',
        'Invalid password format',
        'Invalid code format',
        'Please enter the address',
        'Please enter the name',
        'Please enter the phone number',
        'Please enter the detailed address',
        'Please complete the address',
      ]),
    );
  });

  it('says what is wrong with a store or merchant application form, as the BFF does', () => {
    expect(en.problems.store_name_required).toBe('Please enter the store name');
    expect(ind.problems.invalid_ktp_format).toBe('Nomor KTP harus 16 digit yang valid');
    expect(zh.problems.description_too_long).toBe('描述不能超过 500 个字符');
  });

  it("says what is wrong with the bank, recharge and withdrawal forms in the spec's words, as the BFF does", () => {
    expect(en.problems.payment_method_required).toBe('Please select a payment method');
    expect(en.problems.insufficient_balance).toBe('Insufficient balance');
    expect(ind.problems.invalid_account_number).toBe('Nomor rekening tidak valid untuk bank yang dipilih');
    expect(zh.problems.bank_required).toBe('请选择银行');
  });
});
