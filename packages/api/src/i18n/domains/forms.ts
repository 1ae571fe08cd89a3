import type { FormProblem } from '@shop/contracts';
import type { Translations } from '../translations.js';

/** The shared form rules (spec §5): sign-in, sign-up, password and address forms. */
export const formMessages: Record<FormProblem, Translations> = {
  account_required: { en: 'Please enter account info', zh: '请输入账号', ind: 'Silakan masukkan info akun' },
  code_required: { en: 'Please enter the code', zh: '请输入验证码', ind: 'Silakan masukkan kode' },
  password_required: { en: 'Please enter the password', zh: '请输入密码', ind: 'Silakan masukkan kata sandi' },
  confirm_password_required: { en: 'Please confirm the password', zh: '请确认密码', ind: 'Silakan konfirmasi kata sandi' },
  passwords_mismatch: { en: 'Passwords do not match', zh: '两次输入的密码不一致', ind: 'Kata sandi tidak cocok' },
  invalid_account_format: { en: 'Invalid account format', zh: '账号格式不正确', ind: 'Format akun tidak valid' },
  invalid_password_format: { en: 'Invalid password format', zh: '密码格式不正确', ind: 'Format kata sandi tidak valid' },
  invalid_code_format: { en: 'Invalid code format', zh: '验证码格式不正确', ind: 'Format kode tidak valid' },
  invalid_invite_code: { en: 'Invalid invite code', zh: '邀请码无效', ind: 'Kode undangan tidak valid' },
  invalid_nickname: { en: 'The nickname must be 1 to 32 characters', zh: '昵称须为 1 至 32 个字符', ind: 'Nama panggilan harus 1 sampai 32 karakter' },
  address_required: { en: 'Please enter the address', zh: '请输入地址', ind: 'Silakan masukkan alamat' },
  name_required: { en: 'Please enter the name', zh: '请输入姓名', ind: 'Silakan masukkan nama' },
  phone_required: { en: 'Please enter the phone number', zh: '请输入手机号码', ind: 'Silakan masukkan nomor telepon' },
  detail_required: { en: 'Please enter the detailed address', zh: '请输入详细地址', ind: 'Silakan masukkan alamat lengkap' },
  address_incomplete: { en: 'Please complete the address', zh: '请完善地址', ind: 'Silakan lengkapi alamat' },
  name_too_long: { en: 'The name is too long', zh: '姓名过长', ind: 'Nama terlalu panjang' },
  detail_too_long: { en: 'The detailed address is too long', zh: '详细地址过长', ind: 'Alamat lengkap terlalu panjang' },
  invalid_phone_format: { en: 'Invalid phone number format', zh: '手机号码格式不正确', ind: 'Format nomor telepon tidak valid' },
  store_name_required: { en: 'Please enter the store name', zh: '请输入店铺名称', ind: 'Silakan masukkan nama toko' },
  invalid_store_name: { en: 'The store name must be 2 to 40 characters', zh: '店铺名称须为 2 至 40 个字符', ind: 'Nama toko harus 2 sampai 40 karakter' },
  description_too_long: { en: 'The description must be at most 500 characters', zh: '描述不能超过 500 个字符', ind: 'Deskripsi maksimal 500 karakter' },
  owner_name_required: { en: "Please enter the owner's name as on the KTP", zh: '请输入与身份证一致的店主姓名', ind: 'Silakan masukkan nama pemilik sesuai KTP' },
  invalid_owner_name: { en: "Invalid owner's name", zh: '店主姓名格式不正确', ind: 'Nama pemilik tidak valid' },
  ktp_required: { en: 'Please enter the KTP number', zh: '请输入身份证号码（KTP）', ind: 'Silakan masukkan nomor KTP' },
  invalid_ktp_format: { en: 'The KTP number must be 16 valid digits', zh: '身份证号码（KTP）须为 16 位有效数字', ind: 'Nomor KTP harus 16 digit yang valid' },
  reason_required: { en: 'Please enter a reason', zh: '请输入原因', ind: 'Silakan masukkan alasan' },
  reason_too_long: { en: 'The reason must be at most 300 characters', zh: '原因不能超过 300 个字符', ind: 'Alasan maksimal 300 karakter' },
};
