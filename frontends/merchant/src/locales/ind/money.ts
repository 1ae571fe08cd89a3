import type { MoneyTexts } from '../en/money';

const money: MoneyTexts = {
  walletTitle: 'Dompet saya',
  figures: { available: 'Saldo', held: 'Ditahan', assets: 'Aset', profit: 'Keuntungan' },
  pagesTitle: 'Saldo dan bank',
  pages: {
    fund: { title: 'Riwayat dana', text: 'Setiap perubahan saldo Anda' },
    withdraw: { title: 'Tarik dana', text: 'Pindahkan saldo ke rekening bank Anda' },
    recharge: { title: 'Isi ulang', text: 'Isi saldo lewat virtual account, QRIS atau e-wallet' },
    bank: { title: 'Kartu bank', text: 'Rekening tujuan penarikan dana' },
  },
  recordTypes: {
    prd_order_pay: 'Pembayaran pesanan',
    mch_order_pay: 'Pembayaran modal barang',
    recharge: 'Isi ulang',
    withdrawal: 'Penarikan',
    profit: 'Keuntungan penjualan',
    sysmtem: 'Penyesuaian oleh platform',
  },
  withdrawalStatuses: { in_review: 'Sedang ditinjau', paying: 'Sedang dibayarkan', paid: 'Dibayar', rejected: 'Ditolak', failed: 'Gagal' },
};

export default money;
