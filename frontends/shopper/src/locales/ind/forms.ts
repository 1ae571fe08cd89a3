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
};

export default forms;
