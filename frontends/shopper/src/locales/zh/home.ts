import type { HomeTexts } from '../en/home';

const home: HomeTexts = {
  greeting: '欢迎来到 Nusa Mart',
  intro: '来自印度尼西亚各地可信店铺的服饰、美妆和数码好物，送货上门。',
  promiseTitle: '我们的承诺',
  promises: {
    delivery: '2-7 个工作日送达',
    returns: '7 天免费退货',
    replacement: '15 天换货保障',
  },
  help: '有疑问？查看常见问题',
  hotTitle: '热销商品',
  boutiqueTitle: '精品推荐',
  railEmpty: '商品将在这里展示。',
  seeAll: '查看全部',
  shortcutsTitle: '按分类选购',
  allCategories: '全部分类',
  entriesTitle: 'Nusa Mart 更多服务',
  entries: {
    street: '店铺街',
    collection: '我的收藏',
    openStore: '我要开店',
    bankCard: '银行卡',
  },
  newTitle: '新品上架',
  newEmpty: '新品将在这里展示。',
};

export default home;
