import type { StoresTexts } from '../en/stores';

const stores: StoresTexts = {
  title: 'Toko',
  search: 'Nama toko',
  searchHint: 'Sebagian nama saja sudah cukup.',
  searchButton: 'Cari',
  statusFilter: 'Status',
  statusOptions: { all: 'Semua', active: 'Aktif', suspended: 'Ditangguhkan' },
  empty: 'Toko tidak ditemukan',
  emptyText: 'Coba nama atau status lain.',
  storeNumber: 'Toko {{id}}',
  status: { active: 'Aktif', suspended: 'Ditangguhkan' },
  level: 'Level',
  rating: 'Rating',
  visits: 'Kunjungan',
  collections: 'Koleksi',
  sales: 'Penjualan',
  products: 'Produk',
  phone: 'Telepon',
  openedAt: 'Dibuka',
  owner: 'Pemilik',
  suspend: 'Tangguhkan',
  restore: 'Pulihkan',
  suspendTitle: 'Tangguhkan {{name}}',
  suspendText: 'Toko hilang dari jalan toko dan halaman tokonya sampai dipulihkan; produknya tetap seperti semula.',
  restoreTitle: 'Pulihkan {{name}}',
  restoreText: 'Toko kembali tampil di jalan toko dan halaman tokonya.',
  suspended: '{{name}} telah ditangguhkan.',
  restored: '{{name}} telah dipulihkan.',
};

export default stores;
