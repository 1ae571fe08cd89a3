import type { ConsoleTexts } from '../en/console';

const consoleTexts: ConsoleTexts = {
  brand: 'Konsol operator',
  navLabel: 'Konsol',
  nav: { applications: 'Pengajuan', stores: 'Toko', audit: 'Log audit' },
  operatorsOnly: 'Khusus operator',
  operatorsOnlyText: 'Konsol ini untuk operator platform, dan akun Anda bukan akun operator.',
  backToAccount: 'Kembali ke akun saya',
  loadMore: 'Muat lebih banyak',
  cancel: 'Batal',
  reason: 'Alasan',
  reasonHint: 'Disimpan di log audit.',
};

export default consoleTexts;
