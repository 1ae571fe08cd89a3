import type { ShellMessages } from './en';

export const zh: ShellMessages = {
  nav: { home: '首页', category: '分类', account: '我的', back: '返回' },
  search: { placeholder: '搜索商品', suggestion: '搜索商品：试试“{{keyword}}”' },
  remote: { unavailable: '页面的这一部分无法加载。', retry: '重试' },
  errors: { unknown: '未知错误', goHome: '返回首页' },
  toast: { loading: '请稍候…', close: '关闭' },
  build: { available: '有新版本可用。', reload: '刷新' },
  download: { title: '下载 Nusa Mart 应用', text: '在手机上购物更快，订单动态随时掌握。', open: '下载', dismiss: '以后再说' },
  downPage: { title: '下载应用', text: '使用 Nusa Mart 应用，购物更快、追踪订单、领取优惠。', web: '继续使用网页版' },
  bell: { label: '消息通知', unread: '消息通知，{{count}} 条未读' },
  loading: '加载中…',
};
