import type { NotificationsTexts } from '../en/notifications';

const notifications: NotificationsTexts = {
  title: '消息通知',
  markAllRead: '全部标为已读',
  allMarkedRead: '所有通知已标为已读',
  unread: '未读',
  unreadCount: '{{count}} 条未读',
  empty: '暂无通知',
  emptyText: '关于订单、付款和账号的消息会显示在这里。',
  settingsLink: '通知设置',
  settingsTitle: '通知设置',
  language: '消息语言',
  languageHint: '电子邮件、WhatsApp 消息和短信将使用此语言。',
  channelsTitle: '接收哪些通知，以及如何接收',
  channelsHint: '验证码始终会发送，无法关闭。',
  classes: {
    order_update: '订单动态',
    money: '资金：充值与提现',
    account: '账号与商家申请',
    marketing: '促销活动',
  },
  channels: { in_app: '应用内', email: '电子邮件', whatsapp: 'WhatsApp', sms: '短信' },
  save: '保存设置',
  saved: '通知设置已保存',
};

export default notifications;
