import type { ProductsTexts } from '../en/products';

const products: ProductsTexts = {
  title: 'Produk dan penayangan',
  inStore: 'Produk di toko Anda: {{count}}',
  keyword: 'Kata kunci',
  keywordPlaceholder: 'Masukkan kata kunci',
  category: 'Kategori',
  categories: { all: 'Semua kategori', man: 'Pria', cosmetics: 'Kosmetik', digital: 'Digital' },
  search: 'Cari',
  tabsLabel: 'Produk yang ditampilkan',
  tabs: { all: 'Semua', listed: 'Ditayangkan' },
  price: 'Harga jual',
  merchantPrice: 'Harga pokok',
  profit: 'Untung per barang',
  stock: 'Stok: {{stock}}',
  listed: 'Ditayangkan',
  list: 'Tayangkan',
  unlist: 'Turunkan',
  listItem: 'Tayangkan {{title}}',
  unlistItem: 'Turunkan {{title}}',
  listedNow: '{{title}} kini ada di toko Anda',
  unlistedNow: '{{title}} tidak lagi ada di toko Anda',
  empty: 'Produk tidak ditemukan',
  emptyText: 'Coba kata kunci atau kategori lain.',
  emptyListed: 'Belum ada produk yang ditayangkan',
  emptyListedText: 'Tayangkan produk dari tab Semua agar muncul di toko Anda.',
  paging: 'Halaman',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  pageOf: 'Halaman {{page}} dari {{pages}}',
};

export default products;
