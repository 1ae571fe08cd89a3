import type { AccountTexts } from '../en/account';

const account: AccountTexts = {
  title: 'Akun',
  visitorTitle: 'Anda belum masuk',
  visitorText: 'Masuk untuk melihat pesanan, alamat, favorit, dan saldo Anda.',
  signIn: 'Masuk',
  signUp: 'Buat akun',
  preferences: 'Preferensi',
  theme: 'Tema',
  themeOptions: { system: 'Ikuti sistem', light: 'Terang', dark: 'Gelap' },
  language: 'Bahasa',
  help: 'Bantuan',
  faq: 'FAQ',
  support: 'Layanan pelanggan',
  supportText: 'Kirim email ke support@nusamart.id — kami menjawab setiap hari pukul 08.00-22.00 WIB.',
  menu: 'Akun saya',
  notifications: 'Notifikasi',
  settings: 'Pengaturan dan profil',
  addresses: 'Alamat pengiriman',
  collection: 'Koleksi saya',
  footprint: 'Riwayat dilihat',
  merchant: 'Pusat Penjual',
  fundHistory: 'Riwayat dana',
  withdraw: 'Tarik dana',
  recharge: 'Isi ulang',
  bankCard: 'Kartu bank',
  operatorConsole: 'Konsol operator',
  signOut: 'Keluar',
};

export default account;
