import type { HomeTexts } from '../en/home';

const home: HomeTexts = {
  title: '商家中心',
  notMerchant: '还不是商家',
  notMerchantText: '店铺审核通过后，这里会显示统计、订单中心、商品、资金和提现。',
  backToAccount: '返回我的账户',
};

export default home;
