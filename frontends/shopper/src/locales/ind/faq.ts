import type { FaqTexts } from '../en/faq';

const faq: FaqTexts = {
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
};

export default faq;
