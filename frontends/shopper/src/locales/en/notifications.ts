// The notification centre: news of the shopper's orders, money and account, and which of it
// reaches them by which channel.
const notifications = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  allMarkedRead: 'All notifications marked as read',
  unread: 'Unread',
  unreadCount: '{{count}} unread',
  empty: 'No notifications yet',
  emptyText: 'News about your orders, payments and account will show up here.',
  settingsLink: 'Notification settings',
  settingsTitle: 'Notification settings',
  language: 'Language of messages',
  languageHint: 'E-mails, WhatsApp messages and SMS are written in this language.',
  channelsTitle: 'What reaches you, and how',
  channelsHint: 'Verification codes are always sent: they cannot be turned off.',
  classes: {
    order_update: 'Order updates',
    money: 'Money: recharges and withdrawals',
    account: 'Account and merchant applications',
    marketing: 'Promotions',
  },
  channels: { in_app: 'In the app', email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' },
  save: 'Save settings',
  saved: 'Notification settings saved',
};

export type NotificationsTexts = typeof notifications;
export default notifications;
