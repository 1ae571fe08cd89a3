import type { ListsTexts } from '../en/lists';

const lists: ListsTexts = {
  collectionTitle: '我的收藏',
  collectionEmpty: '收藏夹是空的',
  collectionEmptyText: '在商品页点击“收藏”即可保存到这里。',
  footprintTitle: '我的足迹',
  footprintEmpty: '还没有浏览过商品',
  footprintEmptyText: '你打开过的商品会按时间从新到旧显示在这里。',
  browse: '去逛逛',
  remove: '移除',
  removed: '已移除',
  collectedOn: '收藏于 {{date}}',
  today: '今天',
  yesterday: '昨天',
  clear: '清空足迹',
  clearTitle: '清空浏览足迹？',
  clearText: '所有商品都将从足迹中移除，且无法恢复。',
  cleared: '足迹已清空',
  cancel: '取消',
  allShown: '已经到底了。',
};

export default lists;
