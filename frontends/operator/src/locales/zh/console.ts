import type { ConsoleTexts } from '../en/console';

const consoleTexts: ConsoleTexts = {
  brand: '运营后台',
  navLabel: '后台',
  nav: { applications: '申请', stores: '店铺', audit: '审计日志', withdrawals: '提现审核', wallets: '钱包', adjustments: '调账审核', fees: '费用设置', fundAudit: '资金审计日志', deliveries: '消息发送', templates: '消息模板' },
  operatorsOnly: '仅限运营人员',
  operatorsOnlyText: '此后台仅供平台运营人员使用，您的账户不是运营账户。',
  backToAccount: '返回我的账户',
  loadMore: '加载更多',
  cancel: '取消',
  reason: '原因',
  reasonHint: '将记录在审计日志中。',
  withdrawalStatuses: { in_review: '审核中', paying: '打款中', paid: '已到账', rejected: '已拒绝', failed: '失败' },
  recordTypes: {
    prd_order_pay: '订单支付',
    mch_order_pay: '支付商品成本',
    recharge: '充值',
    withdrawal: '提现',
    profit: '销售利润',
    sysmtem: '平台调整',
  },
  confirm: '确认',
};

export default consoleTexts;
