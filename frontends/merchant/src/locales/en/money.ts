// What every money page says: the wallet's figures, the ways to the money pages, the fund record
// types (by their wire names) and a withdrawal's states.
const money = {
  walletTitle: 'My wallet',
  figures: { available: 'Balance', held: 'On hold', assets: 'Assets', profit: 'Profit' },
  pagesTitle: 'Balance and bank',
  pages: {
    fund: { title: 'Fund history', text: 'Every change to your balance' },
    withdraw: { title: 'Withdraw', text: 'Move your balance to your bank account' },
    recharge: { title: 'Recharge', text: 'Top up by virtual account, QRIS or e-wallet' },
    bank: { title: 'Bank card', text: 'The account withdrawals are paid to' },
  },
  recordTypes: {
    prd_order_pay: 'Order payment',
    mch_order_pay: 'Goods cost paid',
    recharge: 'Recharge',
    withdrawal: 'Withdrawal',
    profit: 'Sales profit',
    sysmtem: 'Adjustment by the platform',
  },
  withdrawalStatuses: { in_review: 'In review', paying: 'Paying out', paid: 'Paid', rejected: 'Rejected', failed: 'Failed' },
};

export type MoneyTexts = typeof money;
export default money;
