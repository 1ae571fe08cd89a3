const fees = {
  title: 'Fee settings',
  versions: 'Versions, latest start first',
  current: 'In effect',
  columns: { version: 'Version', effectiveAt: 'From', serviceFee: 'Service fee', shippingFee: 'Shipping fee per store order', vat: 'VAT (PPN)', withdrawalFee: 'Withdrawal fee', withdrawalFeeMin: 'Minimum withdrawal fee' },
  scheduleTitle: 'Schedule a new version',
  scheduleText: 'Orders and withdrawals use the version in effect when they happen; earlier ones keep theirs.',
  effectiveAt: 'Takes effect at',
  fromTheStart: 'From the start',
  effectiveAtHint: 'Leave empty to apply it now.',
  serviceFee: 'Service fee (%)',
  shippingFee: 'Shipping fee per store order (Rp)',
  vat: 'VAT / PPN (%)',
  withdrawalFee: 'Withdrawal fee (%)',
  withdrawalFeeMin: 'Minimum withdrawal fee (Rp)',
  schedule: 'Schedule',
  scheduled: 'Version {{version}} was scheduled.',
};

export type FeesTexts = typeof fees;
export default fees;
