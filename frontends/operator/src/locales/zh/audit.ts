import type { AuditTexts } from '../en/audit';

const audit: AuditTexts = {
  title: '审计日志',
  caption: '所有审核和店铺状态变更，最新的在前',
  columns: { at: '时间', actor: '运营人员', action: '操作', subject: '对象', reason: '原因' },
  actions: {
    application: { approved: '通过了申请', rejected: '驳回了申请' },
    store: { suspended: '停业了店铺', restored: '恢复了店铺' },
  },
  subjects: { application: '申请 {{id}}', store: '店铺 {{id}}' },
  empty: '暂无操作记录',
  emptyText: '审核和店铺状态变更会记录在这里。',
  fund: {
    title: '资金审计日志',
    caption: '所有提现审核、钱包调整和费用变更，最新的在前',
    actions: {
      withdrawal: { approved: '通过了提现', rejected: '驳回了提现' },
      wallet: { adjusted: '调整了钱包' },
      adjustment: { requested: '提交了调账申请', approved: '批准了调账申请', rejected: '驳回了调账申请' },
      fees: { scheduled: '设定了费用' },
    },
    subjects: { withdrawal: '提现 {{id}}', user: '用户 {{id}} 的钱包', adjustment: '调账申请 {{id}}', fees: '费用设置第 {{id}} 版' },
    empty: '暂无资金操作',
    emptyText: '提现审核、钱包调整和费用变更会记录在这里。',
  },
};

export default audit;
