import type { DeliveriesTexts } from '../en/deliveries';

const deliveries: DeliveriesTexts = {
  title: '消息发送',
  recipient: '收件人',
  recipientHint: '完整的邮箱、手机号（+62…）或用户 ID；留空则显示全部收件人。',
  status: '状态',
  allStatuses: '全部状态',
  statuses: { pending: '待发送', sending: '发送中', sent: '已发送', delivered: '已送达', failed: '失败', dead: '死信' },
  channels: { email: '邮件', sms: '短信', whatsapp: 'WhatsApp', in_app: '站内' },
  find: '搜索',
  empty: '未找到发送记录',
  emptyText: '发送记录按时间倒序列在这里。',
  kind: '类型',
  channel: '渠道',
  tries: '尝试次数',
  createdAt: '创建时间',
  nextTryAt: '下次尝试',
  lastError: '最近错误',
  details: '内容与尝试记录',
  subject: '主题',
  text: '发送内容',
  attempts: '尝试记录',
  noAttempts: '尚未尝试。',
  columns: { at: '时间', outcome: '结果', providerId: '服务商 ID', error: '错误' },
  retry: '重发',
  retryTitle: '重新向 {{recipient}} 发送此 {{kind}}？',
  retryText: '尝试次数将重新计算；如果之前的尝试其实已送达，收件人可能会收到两次。',
  retried: '发往 {{recipient}} 的消息将重新发送。',
};

export default deliveries;
