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
  fund: {
    title: 'Log audit dana',
    caption: 'Setiap tinjauan penarikan, penyesuaian dompet dan perubahan biaya, yang terbaru lebih dulu',
    actions: {
      withdrawal: { approved: 'Menyetujui penarikan', rejected: 'Menolak penarikan' },
      wallet: { adjusted: 'Menyesuaikan dompet' },
      adjustment: { requested: 'Meminta penyesuaian', approved: 'Menyetujui penyesuaian', rejected: 'Menolak penyesuaian' },
      fees: { scheduled: 'Menjadwalkan pengaturan biaya' },
    },
    subjects: { withdrawal: 'Penarikan {{id}}', user: 'Dompet pengguna {{id}}', adjustment: 'Penyesuaian {{id}}', fees: 'Pengaturan biaya versi {{id}}' },
    empty: 'Belum ada tindakan dana',
    emptyText: 'Tinjauan penarikan, penyesuaian dompet dan perubahan biaya dicatat di sini.',
  },
};

export default audit;
