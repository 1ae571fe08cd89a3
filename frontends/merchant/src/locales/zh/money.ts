import type { MoneyTexts } from '../en/money';

const money: MoneyTexts = {
  walletTitle: '我的钱包',
  figures: { available: '余额', held: '冻结中', assets: '资产', profit: '利润' },
  pagesTitle: '余额与银行卡',
  pages: {
    fund: { title: '资金明细', text: '余额的每一笔变动' },
    withdraw: { title: '提现', text: '把余额转到您的银行账户' },
    recharge: { title: '充值', text: '通过虚拟账户、QRIS 或电子钱包充值' },
    bank: { title: '银行卡', text: '提现打款的账户' },
  },
  recordTypes: {
    prd_order_pay: '订单支付',
    mch_order_pay: '支付商品成本',
    recharge: '充值',
    withdrawal: '提现',
    profit: '销售利润',
    sysmtem: '平台调整',
  },
  withdrawalStatuses: { in_review: '审核中', paying: '打款中', paid: '已到账', rejected: '已拒绝', failed: '失败' },
};

export default money;
