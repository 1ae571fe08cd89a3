import type { HomeTexts } from '../en/home';

const home: HomeTexts = {
  title: '商家中心',
  suspended: '您的店铺已被暂停：不会出现在商业街，店铺主页也已关闭。请联系客服恢复。',
  orderCentreTitle: '订单中心',
  orderTabs: { all: '全部', pending_payment: '待付款', shipping: '配送中', after_sales: '已完成/售后' },
  figuresTitle: '店铺数据',
  figures: { profit: '利润', assets: '资产', available: '余额', goodsCost: '货款', sales: '销量', receivable: '待收款' },
  assetsNote: '资产为您的余额、冻结金额以及已付款但尚未完成订单的待收款之和。',
  toolsTitle: '管理',
  tools: {
    manage: { title: '店铺管理', text: '名称、电话、标志、描述和自动付款' },
    products: { title: '商品与上架', text: '搜索商品库，上架和下架商品' },
    shop: { title: '我的店铺主页', text: '顾客看到的您的店铺' },
    street: { title: '商业街', text: '平台上的所有店铺' },
  },
};

export default home;
