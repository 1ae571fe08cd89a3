import type { WithdrawalsTexts } from '../en/withdrawals';

const withdrawals: WithdrawalsTexts = {
  title: 'Penarikan',
  statusLabel: 'Status penarikan',
  empty: {
    in_review: 'Tidak ada penarikan yang menunggu tinjauan',
    paying: 'Tidak ada penarikan yang sedang dibayarkan',
    paid: 'Tidak ada penarikan yang sudah dibayar',
    rejected: 'Tidak ada penarikan yang ditolak',
    failed: 'Tidak ada penarikan yang gagal',
  },
  emptyText: 'Penarikan tercantum di sini, yang terlama lebih dulu.',
  amount: 'Jumlah',
  fee: 'Biaya',
  net: 'Dibayarkan ke bank',
  bank: 'Rekening bank',
  user: 'Pengguna',
  userWallet: 'Dompet pengguna {{id}}',
  requestedAt: 'Diajukan',
  reviewedAt: 'Ditinjau',
  settledAt: 'Selesai',
  reason: 'Alasan',
  approve: 'Setujui',
  reject: 'Tolak',
  approveTitle: 'Setujui penarikan {{amount}}?',
  approveText: 'Jumlah bersih dibayarkan ke rekening bank melalui gateway pembayaran.',
  rejectTitle: 'Tolak penarikan {{amount}}',
  rejectText: 'Jumlahnya kembali ke saldo; pemiliknya membaca alasan ini.',
  approved: 'Penarikan {{amount}} telah disetujui.',
  rejected: 'Penarikan {{amount}} telah ditolak.',
};

export default withdrawals;
