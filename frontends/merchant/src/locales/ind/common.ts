import type { CommonTexts } from '../en/common';

const common: CommonTexts = {
  notMerchant: 'Belum menjadi penjual',
  notMerchantText: 'Buka toko untuk menayangkan produk, melihat statistik, dan memiliki halaman toko sendiri.',
  apply: 'Ajukan pembukaan toko',
  level: 'Level {{level}}',
  rating: 'Rating {{rating}}',
  stats: {
    products: 'Produk',
    collections: 'Koleksi',
    visits: 'Kunjungan',
    sales: 'Penjualan',
    rating: 'Rating',
    level: 'Level',
  },
  statsTitle: 'Statistik',
};

export default common;
