import type { ProductTexts } from '../en/product';

const product: ProductTexts = {
  discount: '-{{percent}}%',
  listPrice: '原价',
  sold: '已售 {{count}}',
  inStock: '库存 {{count}}',
  outOfStock: '已售罄',
  noImage: '暂无图片',
  gallery: '商品图片',
  pictureOf: '{{title}}，第 {{index}} 张，共 {{count}} 张',
  previousPicture: '上一张图片',
  nextPicture: '下一张图片',
  share: '分享',
  linkCopied: '链接已复制',
  copyFailed: '无法复制链接',
  soldBy: '店铺',
  visitStore: '进店逛逛',
  storeStanding: '等级 {{level}} · 评分 {{rating}}',
  noSeller: '目前没有店铺在售此商品。',
  descriptionTitle: '商品详情',
  promiseTitle: '配送与退换',
  promises: {
    delivery: '2-7 个工作日送达',
    returns: '7 天免费退货',
    replacement: '15 天换货保障',
    warranty: '过保商品仍可享受退货政策',
  },
  notFound: '商品不存在',
  notFoundText: '该商品不存在或已下架。',
  toHome: '返回首页',
};

export default product;
