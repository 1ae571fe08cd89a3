import type { HomeTexts } from '../en/home';

const home: HomeTexts = {
  title: 'Pusat Penjual',
  notMerchant: 'Belum menjadi penjual',
  notMerchantText: 'Statistik, pusat pesanan, produk, dana, dan penarikan akan muncul di sini setelah toko Anda disetujui.',
  backToAccount: 'Kembali ke akun saya',
};

export default home;
