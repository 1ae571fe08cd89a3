const home = {
  title: 'Merchant centre',
  notMerchant: 'Not yet a merchant',
  notMerchantText: 'Statistics, the order centre, products, funds and withdrawals appear here once your store is approved.',
  backToAccount: 'Back to my account',
};

export type HomeTexts = typeof home;
export default home;
