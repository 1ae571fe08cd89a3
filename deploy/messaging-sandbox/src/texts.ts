export const languages = ['ind', 'en', 'zh'] as const;
export type Language = (typeof languages)[number];

/** The `lang` attribute of each language. */
export const htmlLang: Record<Language, string> = { ind: 'id', en: 'en', zh: 'zh-CN' };

const en = {
  title: 'Sandbox messages',
  notice: 'A stand-in for the SMS and WhatsApp provider: nothing reaches a phone.',
  empty: 'No messages yet.',
  messages: 'Messages, newest first',
  channel: 'Channel',
  to: 'To',
  from: 'From',
  time: 'Time',
  status: 'Status',
  refresh: 'Refresh',
  all: 'All numbers',
  language: 'Language',
  refused: 'is down: sends are refused',
  silent: 'is down: sends are accepted and never delivered',
  accepted: 'Accepted',
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
};

export type TextKey = keyof typeof en;

export const texts: Record<Language, Record<TextKey, string>> = {
  en,
  ind: {
    title: 'Pesan sandbox',
    notice: 'Pengganti penyedia SMS dan WhatsApp: tidak ada pesan yang sampai ke ponsel.',
    empty: 'Belum ada pesan.',
    messages: 'Pesan, terbaru di atas',
    channel: 'Saluran',
    to: 'Kepada',
    from: 'Dari',
    time: 'Waktu',
    status: 'Status',
    refresh: 'Muat ulang',
    all: 'Semua nomor',
    language: 'Bahasa',
    refused: 'sedang gangguan: pengiriman ditolak',
    silent: 'sedang gangguan: pengiriman diterima tetapi tidak pernah terkirim',
    accepted: 'Diterima',
    queued: 'Dalam antrean',
    sent: 'Terkirim',
    delivered: 'Sampai',
    undelivered: 'Tidak sampai',
    failed: 'Gagal',
  },
  zh: {
    title: '沙盒消息',
    notice: '短信和 WhatsApp 服务商的替身：不会有消息真正发到手机。',
    empty: '暂无消息。',
    messages: '消息（最新的在前）',
    channel: '渠道',
    to: '收件人',
    from: '发件人',
    time: '时间',
    status: '状态',
    refresh: '刷新',
    all: '所有号码',
    language: '语言',
    refused: '故障中：发送请求被拒绝',
    silent: '故障中：发送请求被接受但永远不会送达',
    accepted: '已接受',
    queued: '排队中',
    sent: '已发送',
    delivered: '已送达',
    undelivered: '未送达',
    failed: '发送失败',
  },
};

/**
 * The language asked for by `?lang=`, then a `lang` cookie, then the shop's own language cookie
 * (`shop-locale`: the page is on the shop's origin); Indonesian by default.
 */
export function languageOf(query: string | null, cookieHeader: string | undefined): Language {
  const cookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  for (const candidate of [query, cookie('lang'), cookie('shop-locale')]) if (languages.includes(candidate as Language)) return candidate as Language;
  return 'ind';
}
