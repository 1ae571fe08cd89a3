import type { FeesTexts } from '../en/fees';

const fees: FeesTexts = {
  title: 'Pengaturan biaya',
  versions: 'Versi, yang mulai paling akhir lebih dulu',
  current: 'Berlaku',
  columns: { version: 'Versi', effectiveAt: 'Mulai', serviceFee: 'Biaya layanan', shippingFee: 'Ongkos kirim per pesanan toko', vat: 'PPN', withdrawalFee: 'Biaya penarikan', withdrawalFeeMin: 'Biaya penarikan minimum' },
  scheduleTitle: 'Jadwalkan versi baru',
  scheduleText: 'Pesanan dan penarikan memakai versi yang berlaku saat terjadi; yang sebelumnya tetap memakai versinya.',
  effectiveAt: 'Berlaku mulai',
  fromTheStart: 'Sejak awal',
  effectiveAtHint: 'Kosongkan untuk langsung berlaku.',
  serviceFee: 'Biaya layanan (%)',
  shippingFee: 'Ongkos kirim per pesanan toko (Rp)',
  vat: 'PPN (%)',
  withdrawalFee: 'Biaya penarikan (%)',
  withdrawalFeeMin: 'Biaya penarikan minimum (Rp)',
  schedule: 'Jadwalkan',
  scheduled: 'Versi {{version}} telah dijadwalkan.',
};

export default fees;
