import type { ShopsTexts } from '../en/shops';

const shops: ShopsTexts = {
  productsTitle: '商品',
  noProducts: '暂无商品',
  noProductsText: '这家店铺还没有上架商品。',
  loadMore: '加载更多',
  allShown: '已全部显示',
  notFound: '店铺不存在',
  notFoundText: '该店铺不存在或已关闭。',
  toStreet: '逛逛商业街',
  streetTitle: '商业街',
  streetIntro: '平台上的所有店铺。',
  search: '店铺名称',
  searchPlaceholder: '请输入关键词',
  searchButton: '搜索',
  sort: '排序方式',
  sorts: { overall: '综合', new: '最新', rating: '评分', level: '等级', visits: '访问量', sales: '销量', collections: '收藏' },
  ascending: '升序',
  noStores: '没有找到店铺',
  noStoresText: '换个店铺名称的关键词试试。',
  storesFound: '店铺',
};

export default shops;
