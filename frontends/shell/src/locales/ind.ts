import type { ShellMessages } from './en';

export const ind: ShellMessages = {
  nav: { home: 'Beranda', category: 'Kategori', account: 'Akun', back: 'Kembali' },
  search: { placeholder: 'Cari produk', suggestion: 'Cari produk: coba “{{keyword}}”' },
  remote: { unavailable: 'Bagian halaman ini tidak dapat dimuat.', retry: 'Coba lagi' },
  errors: { unknown: 'Kesalahan tidak diketahui', goHome: 'Kembali ke beranda' },
  toast: { loading: 'Mohon tunggu…', close: 'Tutup' },
  build: { available: 'Versi baru tersedia.', reload: 'Muat ulang' },
  download: { title: 'Unduh aplikasi Nusa Mart', text: 'Belanja lebih cepat dan pantau pesanan dari ponsel.', open: 'Unduh', dismiss: 'Nanti saja' },
  downPage: { title: 'Unduh aplikasi', text: 'Belanja lebih cepat, lacak pesanan, dan dapatkan promo di aplikasi Nusa Mart.', web: 'Lanjut di browser' },
  bell: { label: 'Notifikasi', unread: 'Notifikasi, {{count}} belum dibaca' },
  loading: 'Memuat…',
};
