import type { WalletsTexts } from '../en/wallets';

const wallets: WalletsTexts = {
  title: '钱包',
  userId: '用户 ID',
  userIdHint: '店主、提现或审计记录中的用户 ID。',
  invalidUserId: '请输入用户 ID（UUID）',
  find: '查找',
  walletOf: '用户 {{id}} 的钱包',
  figures: { available: '余额', held: '冻结中', assets: '资产', profit: '利润', goodsCost: '已付商品成本' },
  records: '资金记录，最新的在前',
  noRecords: '暂无记录',
  noRecordsText: '该用户余额的变动会显示在这里。',
  balanceAfter: '变动后余额',
  adjust: '调整余额',
  adjustTitle: '调整余额',
  adjustText: '正数为入账，负数为扣款；余额不会低于零。',
  amount: '金额（Rp，带正负号）',
  amountHint: '例如 25000 或 -25000',
  next: '下一步',
  confirmTitle: '调整 {{amount}}？',
  confirmText: '原因：{{reason}}',
  back: '返回',
  adjusted: '余额已调整 {{amount}}。',
  sentForApproval: '调整 {{amount}} 已提交，等待另一位运营人员在调账审核中批准。',
};

export default wallets;
