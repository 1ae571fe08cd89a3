import type { WithdrawTexts } from '../en/withdraw';

const withdraw: WithdrawTexts = {
  title: '提现',
  bankFirst: '请先绑定银行信息再提现',
  bindBank: '绑定银行卡',
  to: '提现到',
  available: '可用余额',
  amount: '金额（Rp）',
  minimum: '最低 {{min}}',
  all: '全部',
  quoteLabel: '实际到账',
  fee: '手续费',
  net: '实际到账',
  submit: '提现',
  confirmTitle: '确认提现',
  confirmText: '在运营人员审核前，该金额将从余额中冻结。请输入密码确认。',
  password: '密码',
  coolingOff: '银行卡刚刚更换：{{time}} 后可再次提现。',
  confirm: '确认',
  cancel: '取消',
  requested: '已申请提现 {{amount}}：{{status}}',
  listTitle: '我的提现',
  empty: '暂无提现记录',
  emptyText: '您的提现及其状态会显示在这里。',
  requestedAt: '申请时间',
  reason: '原因：{{reason}}',
  payoutFailed: '银行未接受这笔打款，金额已退回您的余额。请检查银行卡后重新提现。',
  allShown: '已显示全部提现。',
};

export default withdraw;
