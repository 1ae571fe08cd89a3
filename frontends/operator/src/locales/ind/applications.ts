import type { ApplicationsTexts } from '../en/applications';

const applications: ApplicationsTexts = {
  title: 'Pengajuan penjual',
  statusLabel: 'Status pengajuan',
  tabs: { submitted: 'Menunggu tinjauan', approved: 'Disetujui', rejected: 'Ditolak' },
  empty: { submitted: 'Tidak ada pengajuan yang menunggu tinjauan', approved: 'Tidak ada pengajuan yang disetujui', rejected: 'Tidak ada pengajuan yang ditolak' },
  emptyText: 'Pengajuan ditampilkan di sini, yang terlama lebih dulu.',
  phone: 'Telepon',
  owner: 'Nama pemilik',
  ktp: 'Nomor KTP',
  description: 'Deskripsi',
  submittedAt: 'Diajukan',
  reviewedAt: 'Ditinjau',
  reviewReason: 'Alasan',
  approve: 'Setujui',
  reject: 'Tolak',
  approveTitle: 'Setujui {{name}}?',
  approveText: 'Toko akan dibuka dan pengaju menjadi penjualnya.',
  rejectTitle: 'Tolak {{name}}',
  rejectText: 'Pengaju akan membaca alasan ini dan dapat mengajukan lagi.',
  approved: '{{name}} telah disetujui.',
  rejected: '{{name}} telah ditolak.',
};

export default applications;
