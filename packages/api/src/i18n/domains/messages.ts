import type { MessagesReason } from '@shop/contracts';
import type { Translations } from '../translations.js';

/** Codes, the notification centre, preferences and deliveries (messages). */
export const messagesMessages: Record<MessagesReason, Translations> = {
  invalid_code_request: { en: 'The code could not be sent', zh: '验证码发送失败', ind: 'Kode tidak dapat dikirim' },
  invalid_preferences: { en: 'Please choose a language and channels from the list', zh: '请从列表中选择语言和渠道', ind: 'Silakan pilih bahasa dan saluran dari daftar' },
  invalid_delivery_status: { en: 'Unknown delivery status', zh: '未知的发送状态', ind: 'Status pengiriman tidak dikenal' },
  delivery_not_found: { en: 'This delivery does not exist', zh: '该发送记录不存在', ind: 'Pengiriman ini tidak ada' },
  delivery_not_retryable: { en: 'Only a failed delivery can be sent again', zh: '只有发送失败的消息才能重发', ind: 'Hanya pengiriman yang gagal yang dapat dikirim ulang' },
  too_many_notifications: { en: 'Please mark at most 100 notifications at once', zh: '一次最多标记 100 条通知', ind: 'Tandai paling banyak 100 notifikasi sekaligus' },
};
