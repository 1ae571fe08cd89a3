import type { WithdrawTexts } from '../en/withdraw';

const withdraw: WithdrawTexts = {
  title: 'Tarik dana',
  bankFirst: 'Ikat info bank terlebih dahulu sebelum menarik dana',
  bindBank: 'Ikat kartu bank',
  to: 'Ke',
  available: 'Saldo tersedia',
  amount: 'Jumlah (Rp)',
  minimum: 'Minimal {{min}}',
  all: 'Semua',
  quoteLabel: 'Yang Anda terima',
  fee: 'Biaya',
  net: 'Anda terima',
  submit: 'Tarik dana',
  confirmTitle: 'Konfirmasi penarikan',
  confirmText: 'Jumlah ini ditahan dari saldo Anda sampai operator meninjau penarikan. Masukkan kata sandi Anda untuk konfirmasi.',
  password: 'Kata sandi',
  coolingOff: 'Kartu bank Anda baru saja diganti: penarikan dibuka kembali pada {{time}}.',
  confirm: 'Konfirmasi',
  cancel: 'Batal',
  requested: 'Penarikan {{amount}} diajukan: {{status}}',
  listTitle: 'Penarikan saya',
  empty: 'Belum ada penarikan',
  emptyText: 'Penarikan Anda dan statusnya muncul di sini.',
  requestedAt: 'Diajukan',
  reason: 'Alasan: {{reason}}',
  payoutFailed: 'Bank tidak menerima pembayaran, dan jumlahnya sudah kembali ke saldo Anda. Periksa kartu bank Anda, lalu tarik dana lagi.',
  allShown: 'Semua penarikan sudah ditampilkan.',
};

export default withdraw;
