import type { ProductsTexts } from '../en/products';

const products: ProductsTexts = {
  title: '商品与上架',
  inStore: '店铺中的商品：{{count}}',
  keyword: '关键词',
  keywordPlaceholder: '请输入关键词',
  category: '分类',
  categories: { all: '全部分类', man: '男士', cosmetics: '美妆', digital: '数码' },
  search: '搜索',
  tabsLabel: '商品范围',
  tabs: { all: '全部', listed: '已上架' },
  price: '售价',
  merchantPrice: '进货价',
  profit: '每件利润',
  stock: '库存：{{stock}}',
  listed: '已上架',
  list: '上架',
  unlist: '下架',
  listItem: '上架 {{title}}',
  unlistItem: '下架 {{title}}',
  listedNow: '{{title}} 已上架到您的店铺',
  unlistedNow: '{{title}} 已从您的店铺下架',
  empty: '没有找到商品',
  emptyText: '换个关键词或分类试试。',
  emptyListed: '还没有上架商品',
  emptyListedText: '在“全部”中上架商品后，它们会出现在您的店铺中。',
  paging: '分页',
  previous: '上一页',
  next: '下一页',
  pageOf: '第 {{page}} / {{pages}} 页',
};

export default products;
