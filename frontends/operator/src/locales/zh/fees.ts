import type { FeesTexts } from '../en/fees';

const fees: FeesTexts = {
  title: '费用设置',
  versions: '各版本，生效时间最晚的在前',
  current: '生效中',
  columns: { version: '版本', effectiveAt: '生效时间', serviceFee: '服务费', shippingFee: '每个店铺订单的运费', vat: '增值税（PPN）', withdrawalFee: '提现手续费', withdrawalFeeMin: '最低提现手续费' },
  scheduleTitle: '设定新版本',
  scheduleText: '订单和提现使用发生时生效的版本；之前的保持原版本。',
  effectiveAt: '生效时间',
  fromTheStart: '自始生效',
  effectiveAtHint: '留空则立即生效。',
  serviceFee: '服务费（%）',
  shippingFee: '每个店铺订单的运费（Rp）',
  vat: '增值税 / PPN（%）',
  withdrawalFee: '提现手续费（%）',
  withdrawalFeeMin: '最低提现手续费（Rp）',
  schedule: '设定',
  scheduled: '第 {{version}} 版已设定。',
};

export default fees;
