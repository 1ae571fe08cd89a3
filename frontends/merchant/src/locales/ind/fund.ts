import type { FundTexts } from '../en/fund';

const fund: FundTexts = {
  title: 'Riwayat dana',
  filters: 'Saring catatan',
  type: 'Jenis',
  allTypes: 'Semua jenis',
  from: 'Dari',
  to: 'Sampai',
  invalidRange: 'Tanggal akhir sebelum tanggal mulai',
  records: 'Catatan dana',
  empty: 'Belum ada catatan',
  emptyText: 'Perubahan saldo Anda muncul di sini.',
  balanceAfter: 'Saldo {{balance}}',
  returned: 'Dikembalikan ke saldo',
  allShown: 'Semua catatan sudah ditampilkan.',
};

export default fund;
