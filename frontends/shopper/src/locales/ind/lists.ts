import type { ListsTexts } from '../en/lists';

const lists: ListsTexts = {
  collectionTitle: 'Koleksi saya',
  collectionEmpty: 'Koleksi Anda masih kosong',
  collectionEmptyText: 'Ketuk “Koleksi” di halaman produk untuk menyimpannya di sini.',
  footprintTitle: 'Riwayat dilihat',
  footprintEmpty: 'Belum ada produk yang dilihat',
  footprintEmptyText: 'Produk yang Anda buka tampil di sini, dari yang terbaru.',
  browse: 'Lihat produk',
  remove: 'Hapus',
  removed: 'Dihapus',
  collectedOn: 'Dikoleksi {{date}}',
  today: 'Hari ini',
  yesterday: 'Kemarin',
  clear: 'Hapus riwayat',
  clearTitle: 'Hapus riwayat dilihat?',
  clearText: 'Semua produk akan dihapus dari riwayat Anda. Tindakan ini tidak dapat dibatalkan.',
  cleared: 'Riwayat dihapus',
  cancel: 'Batal',
  allShown: 'Itu semuanya.',
};

export default lists;
