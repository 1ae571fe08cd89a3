import type { AdjustmentsTexts } from '../en/adjustments';

const adjustments: AdjustmentsTexts = {
  title: 'Penyesuaian',
  statusLabel: 'Status penyesuaian',
  statuses: { pending: 'Menunggu persetujuan', approved: 'Sedang dibukukan', applied: 'Dibukukan', rejected: 'Ditolak', failed: 'Gagal' },
  empty: {
    pending: 'Tidak ada penyesuaian yang menunggu persetujuan',
    approved: 'Tidak ada penyesuaian yang sedang dibukukan',
    applied: 'Tidak ada penyesuaian yang dibukukan',
    rejected: 'Tidak ada penyesuaian yang ditolak',
    failed: 'Tidak ada penyesuaian yang gagal',
  },
  emptyText: 'Penyesuaian di atas batas persetujuan menunggu operator kedua di sini, yang terlama lebih dulu.',
  user: 'Pengguna',
  userWallet: 'Dompet pengguna {{id}}',
  requestedBy: 'Diminta oleh',
  requestedAt: 'Diminta',
  reviewedBy: 'Ditinjau oleh',
  reviewedAt: 'Ditinjau',
  reason: 'Alasan',
  reviewReason: 'Tinjauan',
  ownRequest: 'Permintaan Anda: operator lain yang meninjaunya.',
  approve: 'Setujui',
  reject: 'Tolak',
  approveTitle: 'Setujui penyesuaian sebesar {{amount}}?',
  approveText: 'Langsung dibukukan ke dompet, dengan alasan peminta sebagai catatannya.',
  rejectTitle: 'Tolak penyesuaian sebesar {{amount}}',
  rejectText: 'Tidak ada yang dibukukan; alasannya disimpan di log audit.',
  approved: 'Penyesuaian sebesar {{amount}} telah disetujui.',
  rejected: 'Penyesuaian sebesar {{amount}} telah ditolak.',
};

export default adjustments;
