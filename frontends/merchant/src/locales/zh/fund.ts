import type { FundTexts } from '../en/fund';

const fund: FundTexts = {
  title: '资金明细',
  filters: '筛选记录',
  type: '类型',
  allTypes: '全部类型',
  from: '开始日期',
  to: '结束日期',
  invalidRange: '结束日期早于开始日期',
  records: '资金记录',
  empty: '暂无记录',
  emptyText: '余额的变动会显示在这里。',
  balanceAfter: '余额 {{balance}}',
  returned: '已退回余额',
  allShown: '已显示全部记录。',
};

export default fund;
