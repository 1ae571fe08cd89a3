import type { ProductTexts } from '../en/product';

const product: ProductTexts = {
  discount: '-{{percent}}%',
  listPrice: 'Semula',
  sold: '{{count}} terjual',
  inStock: 'Stok {{count}}',
  outOfStock: 'Stok habis',
  noImage: 'Belum ada foto',
  gallery: 'Foto produk',
  pictureOf: '{{title}}, foto {{index}} dari {{count}}',
  previousPicture: 'Foto sebelumnya',
  nextPicture: 'Foto berikutnya',
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
  notFound: 'Produk tidak ditemukan',
  notFoundText: 'Produk ini tidak ada atau sudah tidak dijual.',
  toHome: 'Kembali ke beranda',
};

export default product;
