import type { ConsoleTexts } from '../en/console';

const consoleTexts: ConsoleTexts = {
  brand: 'Konsol operator',
  navLabel: 'Konsol',
  nav: { applications: 'Pengajuan', stores: 'Toko', audit: 'Log audit', withdrawals: 'Penarikan', wallets: 'Dompet', adjustments: 'Penyesuaian', fees: 'Pengaturan biaya', fundAudit: 'Log audit dana', deliveries: 'Pengiriman pesan', templates: 'Templat pesan' },
  operatorsOnly: 'Khusus operator',
  operatorsOnlyText: 'Konsol ini untuk operator platform, dan akun Anda bukan akun operator.',
  backToAccount: 'Kembali ke akun saya',
  loadMore: 'Muat lebih banyak',
  cancel: 'Batal',
  reason: 'Alasan',
  reasonHint: 'Disimpan di log audit.',
  withdrawalStatuses: { in_review: 'Sedang ditinjau', paying: 'Sedang dibayarkan', paid: 'Dibayar', rejected: 'Ditolak', failed: 'Gagal' },
  recordTypes: {
    prd_order_pay: 'Pembayaran pesanan',
    mch_order_pay: 'Pembayaran modal barang',
    recharge: 'Isi ulang',
    withdrawal: 'Penarikan',
    profit: 'Keuntungan penjualan',
    sysmtem: 'Penyesuaian oleh platform',
  },
  confirm: 'Konfirmasi',
};

export default consoleTexts;
