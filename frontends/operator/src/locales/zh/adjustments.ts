import type { AdjustmentsTexts } from '../en/adjustments';

const adjustments: AdjustmentsTexts = {
  title: '调账审核',
  statusLabel: '调账状态',
  statuses: { pending: '待批准', approved: '入账中', applied: '已入账', rejected: '已驳回', failed: '失败' },
  empty: {
    pending: '暂无待批准的调账',
    approved: '暂无入账中的调账',
    applied: '暂无已入账的调账',
    rejected: '暂无已驳回的调账',
    failed: '暂无失败的调账',
  },
  emptyText: '超过审批额度的调账在此等待另一位运营人员批准，按提交时间先后排列。',
  user: '用户',
  userWallet: '用户 {{id}} 的钱包',
  requestedBy: '申请人',
  requestedAt: '申请时间',
  reviewedBy: '审核人',
  reviewedAt: '审核时间',
  reason: '原因',
  reviewReason: '审核意见',
  ownRequest: '这是您提交的申请，须由其他运营人员审核。',
  approve: '批准',
  reject: '驳回',
  approveTitle: '批准调整 {{amount}}？',
  approveText: '将立即计入该钱包，以申请人的原因作为备注。',
  rejectTitle: '驳回调整 {{amount}}',
  rejectText: '不会入账；原因记录在审计日志中。',
  approved: '调整 {{amount}} 已批准。',
  rejected: '调整 {{amount}} 已驳回。',
};

export default adjustments;
