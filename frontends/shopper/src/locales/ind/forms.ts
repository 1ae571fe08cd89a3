import type { FormsTexts } from '../en/forms';

const forms: FormsTexts = {
  account: 'Nomor ponsel atau email',
  accountHint: 'Nomor ponsel Indonesia (+62) atau alamat email',
  accountPlaceholder: '0812 3456 7890',
  code: 'Kode verifikasi',
  sendCode: 'Kirim kode',
  resendIn: 'Kirim ulang dalam {{seconds}} dtk',
  codeSent: 'Kode terkirim. Berlaku {{minutes}} menit.',
  confirmPassword: 'Konfirmasi kata sandi',
  passwordHint: '{{min}}-{{max}} karakter berisi huruf dan angka, tanpa spasi',
  problems: {
    account_required: 'Silakan masukkan info akun',
    code_required: 'Silakan masukkan kode',
    password_required: 'Silakan masukkan kata sandi',
    confirm_password_required: 'Silakan konfirmasi kata sandi',
    passwords_mismatch: 'Kata sandi tidak cocok',
    invalid_account_format: 'Format akun tidak valid',
    invalid_password_format: 'Format kata sandi tidak valid',
    invalid_code_format: 'Format kode tidak valid',
    invalid_invite_code: 'Kode undangan tidak valid',
    invalid_nickname: 'Nama panggilan harus 1 sampai {{max}} karakter',
    address_required: 'Silakan masukkan alamat',
    name_required: 'Silakan masukkan nama',
    phone_required: 'Silakan masukkan nomor telepon',
    detail_required: 'Silakan masukkan alamat lengkap',
    address_incomplete: 'Silakan lengkapi alamat',
    name_too_long: 'Nama terlalu panjang',
    detail_too_long: 'Alamat lengkap terlalu panjang',
    invalid_phone_format: 'Format nomor telepon tidak valid',
  },
};

export default forms;
