import type { AuditTexts } from '../en/audit';

const audit: AuditTexts = {
  title: 'Log audit',
  caption: 'Setiap tinjauan dan perubahan status toko, yang terbaru lebih dulu',
  columns: { at: 'Waktu', actor: 'Operator', action: 'Tindakan', subject: 'Subjek', reason: 'Alasan' },
  actions: {
    application: { approved: 'Menyetujui pengajuan', rejected: 'Menolak pengajuan' },
    store: { suspended: 'Menangguhkan toko', restored: 'Memulihkan toko' },
  },
  subjects: { application: 'Pengajuan {{id}}', store: 'Toko {{id}}' },
  empty: 'Belum ada tindakan',
  emptyText: 'Tinjauan dan perubahan status toko dicatat di sini.',
};

export default audit;
