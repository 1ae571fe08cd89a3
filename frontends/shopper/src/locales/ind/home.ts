import type { HomeTexts } from '../en/home';

const home: HomeTexts = {
  greeting: 'Selamat datang di Nusa Mart',
  intro: 'Fashion, kecantikan, dan gadget dari toko tepercaya di seluruh Indonesia, diantar sampai ke rumah.',
  promiseTitle: 'Janji kami',
  promises: {
    delivery: 'Pengiriman 2-7 hari kerja',
    returns: 'Gratis retur 7 hari',
    replacement: 'Garansi penggantian 15 hari',
  },
  help: 'Ada pertanyaan? Baca FAQ',
  hotTitle: 'Produk terlaris',
  boutiqueTitle: 'Pilihan butik',
  railEmpty: 'Produk akan muncul di sini.',
  seeAll: 'Lihat semua',
  shortcutsTitle: 'Belanja per kategori',
  allCategories: 'Semua kategori',
  entriesTitle: 'Lainnya di Nusa Mart',
  entries: {
    street: 'Jalan toko',
    collection: 'Koleksi saya',
    openStore: 'Buka toko',
    bankCard: 'Kartu bank',
  },
  newTitle: 'Produk terbaru',
  newEmpty: 'Produk baru akan muncul di sini.',
};

export default home;
