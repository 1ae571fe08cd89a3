import type { StoresTexts } from '../en/stores';

const stores: StoresTexts = {
  title: '店铺',
  search: '店铺名称',
  searchHint: '输入部分名称即可。',
  searchButton: '搜索',
  statusFilter: '状态',
  statusOptions: { all: '全部', active: '营业中', suspended: '已停业' },
  empty: '没有找到店铺',
  emptyText: '换个名称或状态试试。',
  storeNumber: '店铺 {{id}}',
  status: { active: '营业中', suspended: '已停业' },
  level: '等级',
  rating: '评分',
  visits: '访问量',
  collections: '收藏数',
  sales: '销量',
  products: '商品数',
  phone: '电话',
  openedAt: '开店时间',
  owner: '店主',
  suspend: '停业',
  restore: '恢复',
  suspendTitle: '停业 {{name}}',
  suspendText: '恢复之前，店铺不会出现在商业街和店铺页上；其上架商品保持不变。',
  restoreTitle: '恢复 {{name}}',
  restoreText: '店铺将重新出现在商业街和店铺页上。',
  suspended: '已停业 {{name}}。',
  restored: '已恢复 {{name}}。',
};

export default stores;
