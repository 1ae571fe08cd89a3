import type { BankTexts } from '../en/bank';

const bank: BankTexts = {
  title: 'Kartu bank',
  intro: 'Penarikan dana dibayarkan ke rekening ini. Masukkan nama pemilik rekening sesuai data bank.',
  boundTitle: 'Rekening bank Anda',
  newTitle: 'Ikat kartu bank',
  changeTitle: 'Ganti kartu bank',
  bank: 'Bank',
  accountName: 'Nama pemilik rekening',
  accountNumber: 'Nomor rekening',
  accountNumberHint: '{{digits}} digit',
  boundOn: 'Diikat pada {{date}}',
  change: 'Ganti',
  cancel: 'Batal',
  save: 'Simpan',
  saved: 'Kartu bank tersimpan',
  passwordTitle: 'Konfirmasi dengan kata sandi',
  passwordText: 'Konfirmasi dengan kata sandi Anda agar penarikan dibayarkan ke rekening ini.',
  password: 'Kata sandi',
  confirm: 'Konfirmasi',
};

export default bank;
