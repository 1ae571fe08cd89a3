import type { AccountTexts } from '../en/account';

const account: AccountTexts = {
  title: '我的',
  visitorTitle: '您尚未登录',
  visitorText: '登录后可查看订单、收货地址、收藏和余额。',
  signIn: '登录',
  signUp: '注册账号',
  preferences: '偏好设置',
  theme: '主题',
  themeOptions: { system: '跟随系统', light: '浅色', dark: '深色' },
  language: '语言',
  help: '帮助',
  faq: '常见问题',
  support: '客户服务',
  supportText: '发送邮件至 support@nusamart.id —— 每天 08:00 至 22:00（西部时间）为您解答。',
  menu: '我的账户',
  notifications: '消息通知',
  settings: '设置与个人资料',
  addresses: '收货地址',
  collection: '我的收藏',
  footprint: '我的足迹',
  merchant: '商家中心',
  fundHistory: '资金明细',
  withdraw: '提现',
  recharge: '充值',
  bankCard: '银行卡',
  operatorConsole: '运营后台',
  signOut: '退出登录',
};

export default account;
