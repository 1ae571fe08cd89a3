import type { DeliveriesTexts } from '../en/deliveries';

const deliveries: DeliveriesTexts = {
  title: 'Pengiriman pesan',
  recipient: 'Penerima',
  recipientHint: 'Alamat e-mail, nomor ponsel (+62…) atau id pengguna yang persis; kosongkan untuk semua penerima.',
  status: 'Status',
  allStatuses: 'Semua status',
  statuses: { pending: 'Menunggu', sending: 'Sedang dikirim', sent: 'Terkirim', delivered: 'Diterima', failed: 'Gagal', dead: 'Surat mati' },
  channels: { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp', in_app: 'Dalam aplikasi' },
  find: 'Cari',
  empty: 'Tidak ada pengiriman',
  emptyText: 'Pengiriman ditampilkan di sini, yang terbaru lebih dulu.',
  kind: 'Jenis',
  channel: 'Saluran',
  tries: 'Percobaan',
  createdAt: 'Dibuat',
  nextTryAt: 'Percobaan berikutnya',
  lastError: 'Galat terakhir',
  details: 'Teks dan percobaan',
  subject: 'Subjek',
  text: 'Teks yang dikirim',
  attempts: 'Percobaan',
  noAttempts: 'Belum dicoba.',
  columns: { at: 'Waktu', outcome: 'Hasil', providerId: 'Id penyedia', error: 'Galat' },
  retry: 'Kirim ulang',
  retryTitle: 'Kirim ulang {{kind}} ini ke {{recipient}}?',
  retryText: 'Percobaannya dimulai lagi; penerima bisa menerimanya dua kali jika percobaan sebelumnya ternyata sampai.',
  retried: 'Pengiriman ke {{recipient}} akan dikirim ulang.',
};

export default deliveries;
