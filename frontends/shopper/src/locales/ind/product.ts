import type { ProductTexts } from '../en/product';

const product: ProductTexts = {
  discount: '-{{percent}}%',
  listPrice: 'Semula',
  sold: '{{count}} terjual',
  inStock: 'Stok {{count}}',
  outOfStock: 'Stok habis',
  noImage: 'Belum ada foto',
  share: 'Bagikan',
  linkCopied: 'Tautan disalin',
  copyFailed: 'Tautan tidak dapat disalin',
  soldBy: 'Dijual oleh',
  visitStore: 'Kunjungi toko',
  storeStanding: 'Level {{level}} · Rating {{rating}}',
  noSeller: 'Saat ini belum ada toko yang menjual produk ini.',
  descriptionTitle: 'Deskripsi',
  promiseTitle: 'Pengiriman dan retur',
  promises: {
    delivery: 'Pengiriman 2-7 hari kerja',
    returns: 'Gratis retur 7 hari',
    replacement: 'Garansi penggantian 15 hari',
    warranty: 'Barang yang masa garansinya habis tetap dapat memakai kebijakan retur',
  },
  collect: 'Koleksi',
  collectedToast: 'Ditambahkan ke koleksi Anda',
  uncollectedToast: 'Dihapus dari koleksi Anda',
  reviewsTitle: 'Ulasan ({{count}})',
  noReviews: 'Belum ada ulasan.',
  averageRating: '{{average}} dari 5',
  starsRow: 'Bintang {{stars}}',
  ratedStars: 'Nilai {{rating}} dari 5',
  moreReviews: 'Ulasan lainnya',
  notFound: 'Produk tidak ditemukan',
  notFoundText: 'Produk ini tidak ada atau sudah tidak dijual.',
  toHome: 'Kembali ke beranda',
};

export default product;
