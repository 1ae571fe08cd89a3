import type { ShopperMessages } from './en';

export const ind: ShopperMessages = {
  home: {
    greeting: 'Selamat datang di Nusa Mart',
    intro: 'Fashion, kecantikan, dan gadget dari toko tepercaya di seluruh Indonesia, diantar sampai ke rumah.',
    promiseTitle: 'Janji kami',
    promises: {
      delivery: 'Pengiriman 2-7 hari kerja',
      returns: 'Gratis retur 7 hari',
      replacement: 'Garansi penggantian 15 hari',
    },
    help: 'Ada pertanyaan? Baca FAQ',
  },
  account: {
    title: 'Akun',
    visitorTitle: 'Anda belum masuk',
    visitorText: 'Masuk untuk melihat pesanan, alamat, favorit, dan saldo Anda.',
    signIn: 'Masuk',
    signUp: 'Buat akun',
    preferences: 'Preferensi',
    theme: 'Tema',
    language: 'Bahasa',
    help: 'Bantuan',
    faq: 'FAQ',
    support: 'Layanan pelanggan',
    supportText: 'Kirim email ke support@nusamart.id — kami menjawab setiap hari pukul 08.00-22.00 WIB.',
  },
  faq: {
    title: 'Bantuan & FAQ',
    intro: 'Jawaban atas pertanyaan yang paling sering diajukan pembeli.',
    items: [
      { q: 'Berapa lama pengirimannya?', a: 'Pesanan tiba dalam 2-7 hari kerja, tergantung lokasi Anda. Setiap tahapnya bisa dipantau di halaman pesanan.' },
      { q: 'Bisakah saya mengembalikan barang?', a: 'Bisa. Dalam 7 hari setelah barang diterima, ajukan retur dari halaman pesanan. Penjual harus menyetujui retur dan pengembalian dana; setelah itu barang dikirim kembali dan dana dikembalikan. Retur gratis.' },
      { q: 'Bagaimana jika barang saya rusak?', a: 'Setiap barang memiliki garansi penggantian 15 hari: jika rusak atau tidak sesuai deskripsi, ajukan penggantian dalam 15 hari setelah diterima.' },
      { q: 'Garansi saya sudah habis. Apakah masih bisa dibantu?', a: 'Bisa. Barang yang masa garansinya sudah habis tetap dapat menggunakan kebijakan retur di atas.' },
      { q: 'Bagaimana cara membayar?', a: 'Pembayaran memakai saldo Anda, yang bisa diisi lewat isi ulang. Harga dalam rupiah (Rp) dan sudah termasuk biaya yang ditampilkan saat checkout.' },
      { q: 'Bahasa apa saja yang tersedia?', a: 'Bahasa Indonesia, Inggris, dan Mandarin. Ganti bahasa di bagian atas halaman atau di akun Anda; pilihan Anda diingat di perangkat ini.' },
      { q: 'Bagaimana cara membuka toko?', a: 'Setiap pengguna dapat mendaftar sebagai merchant dari halaman akun. Setelah pendaftaran disetujui, Anda bisa menjual produk dan mengelola pesanan.' },
    ],
  },
};
