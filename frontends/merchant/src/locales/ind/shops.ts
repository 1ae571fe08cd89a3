import type { ShopsTexts } from '../en/shops';

const shops: ShopsTexts = {
  productsTitle: 'Produk',
  noProducts: 'Belum ada produk',
  noProductsText: 'Toko ini belum menayangkan produk.',
  loadMore: 'Muat lebih banyak',
  allShown: 'Semua sudah ditampilkan',
  notFound: 'Toko tidak ditemukan',
  notFoundText: 'Toko ini tidak ada atau sudah tutup.',
  toStreet: 'Jelajahi jalan toko',
  streetTitle: 'Jalan toko',
  streetIntro: 'Semua toko di platform.',
  search: 'Nama toko',
  searchPlaceholder: 'Masukkan kata kunci',
  searchButton: 'Cari',
  sort: 'Urutkan menurut',
  sorts: { overall: 'Keseluruhan', new: 'Terbaru', rating: 'Rating', level: 'Level', visits: 'Kunjungan', sales: 'Penjualan', collections: 'Koleksi' },
  ascending: 'Naik',
  noStores: 'Toko tidak ditemukan',
  noStoresText: 'Coba sebagian nama toko yang lain.',
  storesFound: 'Toko',
};

export default shops;
