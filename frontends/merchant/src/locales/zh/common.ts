import type { CommonTexts } from '../en/common';

const common: CommonTexts = {
  notMerchant: '还不是商家',
  notMerchantText: '开设店铺后即可上架商品、查看统计并拥有自己的店铺主页。',
  apply: '申请开店',
  level: '等级 {{level}}',
  rating: '评分 {{rating}}',
  stats: {
    products: '商品',
    collections: '收藏',
    visits: '访问',
    sales: '销量',
    rating: '评分',
    level: '等级',
  },
  statsTitle: '统计',
};

export default common;
