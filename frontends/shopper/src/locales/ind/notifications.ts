import type { NotificationsTexts } from '../en/notifications';

const notifications: NotificationsTexts = {
  title: 'Notifikasi',
  markAllRead: 'Tandai semua sudah dibaca',
  allMarkedRead: 'Semua notifikasi ditandai sudah dibaca',
  unread: 'Belum dibaca',
  unreadCount: '{{count}} belum dibaca',
  empty: 'Belum ada notifikasi',
  emptyText: 'Kabar tentang pesanan, pembayaran, dan akun Anda akan muncul di sini.',
  settingsLink: 'Pengaturan notifikasi',
  settingsTitle: 'Pengaturan notifikasi',
  language: 'Bahasa pesan',
  languageHint: 'E-mail, pesan WhatsApp, dan SMS ditulis dalam bahasa ini.',
  channelsTitle: 'Apa yang Anda terima, dan lewat apa',
  channelsHint: 'Kode verifikasi selalu dikirim: tidak dapat dimatikan.',
  classes: {
    order_update: 'Kabar pesanan',
    money: 'Dana: isi ulang dan penarikan',
    account: 'Akun dan pengajuan merchant',
    marketing: 'Promosi',
  },
  channels: { in_app: 'Di aplikasi', email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' },
  save: 'Simpan pengaturan',
  saved: 'Pengaturan notifikasi disimpan',
};

export default notifications;
