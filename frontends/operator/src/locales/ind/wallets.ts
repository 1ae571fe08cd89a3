import type { WalletsTexts } from '../en/wallets';

const wallets: WalletsTexts = {
  title: 'Dompet',
  userId: 'ID pengguna',
  userIdHint: 'ID pengguna pemilik toko, penarikan atau entri audit.',
  invalidUserId: 'Masukkan ID pengguna (UUID)',
  find: 'Cari',
  walletOf: 'Dompet pengguna {{id}}',
  figures: { available: 'Saldo', held: 'Ditahan', assets: 'Aset', profit: 'Keuntungan', goodsCost: 'Modal barang dibayar' },
  records: 'Catatan, yang terbaru lebih dulu',
  noRecords: 'Belum ada catatan',
  noRecordsText: 'Perubahan saldo pengguna ini muncul di sini.',
  balanceAfter: 'Saldo setelahnya',
  adjust: 'Sesuaikan saldo',
  adjustTitle: 'Sesuaikan saldo',
  adjustText: 'Jumlah positif menambah saldo, jumlah negatif menguranginya; saldo tidak pernah di bawah nol.',
  amount: 'Jumlah (Rp, dengan tanda)',
  amountHint: 'Misalnya 25000 atau -25000',
  next: 'Lanjut',
  confirmTitle: 'Sesuaikan sebesar {{amount}}?',
  confirmText: 'Alasan: {{reason}}',
  back: 'Kembali',
  adjusted: 'Saldo telah disesuaikan sebesar {{amount}}.',
  sentForApproval: 'Penyesuaian sebesar {{amount}} menunggu operator kedua di antrean penyesuaian.',
};

export default wallets;
