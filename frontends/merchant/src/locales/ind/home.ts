import type { HomeTexts } from '../en/home';

const home: HomeTexts = {
  title: 'Pusat Penjual',
  suspended: 'Toko Anda ditangguhkan: tidak tampil di jalan toko dan halamannya ditutup. Hubungi layanan pelanggan untuk memulihkannya.',
  orderCentreTitle: 'Pusat pesanan',
  orderTabs: { all: 'Semua', pending_payment: 'Menunggu pembayaran', shipping: 'Dalam pengiriman', after_sales: 'Selesai/Purnajual' },
  figuresTitle: 'Angka toko',
  figures: { profit: 'Keuntungan', assets: 'Aset', available: 'Saldo', goodsCost: 'Biaya barang', sales: 'Penjualan', receivable: 'Piutang' },
  assetsNote: 'Aset adalah saldo Anda, dana yang ditahan dan piutang dari pesanan berbayar yang belum selesai.',
  toolsTitle: 'Kelola',
  tools: {
    manage: { title: 'Kelola toko', text: 'Nama, telepon, logo, deskripsi, dan bayar otomatis' },
    products: { title: 'Produk dan penayangan', text: 'Cari katalog, tayangkan dan turunkan produk' },
    shop: { title: 'Halaman toko saya', text: 'Toko Anda seperti yang dilihat pembeli' },
    street: { title: 'Jalan toko', text: 'Semua toko di platform' },
  },
};

export default home;
