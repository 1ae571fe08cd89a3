import type { ApplicationsTexts } from '../en/applications';

const applications: ApplicationsTexts = {
  title: '商家申请',
  statusLabel: '申请状态',
  tabs: { submitted: '待审核', approved: '已通过', rejected: '已驳回' },
  empty: { submitted: '没有待审核的申请', approved: '没有已通过的申请', rejected: '没有已驳回的申请' },
  emptyText: '申请按提交时间排列，最早的在前。',
  phone: '电话',
  owner: '店主姓名',
  ktp: 'KTP 号码',
  description: '简介',
  submittedAt: '提交时间',
  reviewedAt: '审核时间',
  reviewReason: '原因',
  approve: '通过',
  reject: '驳回',
  approveTitle: '通过 {{name}}？',
  approveText: '店铺将开业，申请人成为其商家。',
  rejectTitle: '驳回 {{name}}',
  rejectText: '申请人会看到此原因，并可重新申请。',
  approved: '已通过 {{name}}。',
  rejected: '已驳回 {{name}}。',
};

export default applications;
