export const languages = ['ind', 'en', 'zh'] as const;
export type Language = (typeof languages)[number];

/** The `lang` attribute of each language. */
export const htmlLang: Record<Language, string> = { ind: 'id', en: 'en', zh: 'zh-CN' };

const en = {
  title: 'Sandbox payment',
  notice: 'A stand-in for the payment gateway: no money moves.',
  amount: 'Amount',
  method: 'Payment method',
  bank: 'Bank',
  vaNumber: 'Virtual account number',
  billerCode: 'Biller code',
  billKey: 'Bill key',
  qr: 'Scan this QR code with any QRIS app',
  qrLabel: 'QRIS code for this payment',
  ewallet: 'Approve the payment in the app',
  expiresAt: 'Pay before',
  status: 'Status',
  pay: 'Pay',
  expire: 'Let it expire',
  back: 'Back to the shop',
  language: 'Language',
  notFound: 'This payment does not exist.',
  pending: 'Waiting for payment',
  settlement: 'Paid',
  expire_status: 'Expired',
  deny: 'Refused',
};

export type TextKey = keyof typeof en;

export const texts: Record<Language, Record<TextKey, string>> = {
  en,
  ind: {
    title: 'Pembayaran sandbox',
    notice: 'Pengganti gerbang pembayaran: tidak ada uang yang berpindah.',
    amount: 'Jumlah',
    method: 'Metode pembayaran',
    bank: 'Bank',
    vaNumber: 'Nomor virtual account',
    billerCode: 'Kode perusahaan',
    billKey: 'Kode bayar',
    qr: 'Pindai kode QR ini dengan aplikasi QRIS apa pun',
    qrLabel: 'Kode QRIS untuk pembayaran ini',
    ewallet: 'Setujui pembayaran di aplikasi',
    expiresAt: 'Bayar sebelum',
    status: 'Status',
    pay: 'Bayar',
    expire: 'Biarkan kedaluwarsa',
    back: 'Kembali ke toko',
    language: 'Bahasa',
    notFound: 'Pembayaran ini tidak ada.',
    pending: 'Menunggu pembayaran',
    settlement: 'Lunas',
    expire_status: 'Kedaluwarsa',
    deny: 'Ditolak',
  },
  zh: {
    title: '沙盒支付',
    notice: '支付网关的替身：不会产生真实资金往来。',
    amount: '金额',
    method: '支付方式',
    bank: '银行',
    vaNumber: '虚拟账号',
    billerCode: '商户代码',
    billKey: '账单号',
    qr: '请使用任意 QRIS 应用扫描此二维码',
    qrLabel: '本次支付的 QRIS 二维码',
    ewallet: '请在应用中确认付款',
    expiresAt: '请在此前付款',
    status: '状态',
    pay: '付款',
    expire: '让其过期',
    back: '返回商城',
    language: '语言',
    notFound: '该支付不存在。',
    pending: '等待付款',
    settlement: '已付款',
    expire_status: '已过期',
    deny: '已拒绝',
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
