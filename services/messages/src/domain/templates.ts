import { formatRupiah } from '@shop/contracts/money-rules';
import type { MessageKind } from './kinds.js';
import { languageOf, type Language } from './language.js';

/** A code and how long it stays valid. */
interface CodeParams {
  code: string;
  minutes: number;
}

/**
 * What each kind's texts are filled from. Amounts are whole rupiah, shown as the pages show them
 * (`formatRupiah`). A text names a parameter as `{name}`; `templateProblems` refuses a name its
 * kind lacks, and a unit test holds the built-in texts to it.
 */
export interface MessageParams {
  sign_up_code: CodeParams;
  sign_in_code: CodeParams;
  reset_code: CodeParams;
  order_paid: { orderNo: string; amount: number };
  /** To the merchant: a shopper paid an order of their store. */
  order_received: { orderNo: string; amount: number };
  order_shipped: { orderNo: string; trackingNo: string };
  order_delivered: { orderNo: string };
  order_refunded: { orderNo: string; amount: number };
  /** To the merchant. */
  return_requested: { orderNo: string; amount: number };
  /** To the shopper. */
  return_reviewed: { orderNo: string; decision: Decision };
  /** To the merchant whose balance is short of the goods cost of a paid order. */
  goods_cost_due: { orderNo: string; amount: number; shortBy: number };
  recharge_paid: { amount: number };
  withdrawal_approved: { amount: number };
  withdrawal_paid: { amount: number };
  withdrawal_failed: { amount: number };
  merchant_application_approved: { storeName: string };
  merchant_application_refused: { storeName: string; reason: string };
  /** An operator's campaign, written in the recipient's language. */
  promotion: { headline: string; text: string };
}

// Every kind has its parameters, and nothing else does.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const everyKindHasParams: Exactly<keyof MessageParams, MessageKind> = true;
void everyKindHasParams;

export type Decision = 'approved' | 'refused';

/** How a decision reads inside a sentence. */
const decisionWords: Record<Language, Record<Decision, string>> = {
  en: { approved: 'accepted', refused: 'refused' },
  zh: { approved: '已通过', refused: '未通过' },
  ind: { approved: 'diterima', refused: 'ditolak' },
};

/** Parameters shown as money. */
const AMOUNTS = new Set(['amount', 'shortBy']);

/** Each kind's parameters, by name: what its texts may name. Sample values for previews. */
export const sampleParams: { [K in MessageKind]: MessageParams[K] } = {
  sign_up_code: { code: '482913', minutes: 5 },
  sign_in_code: { code: '482913', minutes: 5 },
  reset_code: { code: '482913', minutes: 5 },
  order_paid: { orderNo: '20261129-7KQ2M4XA', amount: 1_250_000 },
  order_received: { orderNo: '20261129-7KQ2M4XA', amount: 1_250_000 },
  order_shipped: { orderNo: '20261129-7KQ2M4XA', trackingNo: 'SPX012345678901' },
  order_delivered: { orderNo: '20261129-7KQ2M4XA' },
  order_refunded: { orderNo: '20261129-7KQ2M4XA', amount: 1_250_000 },
  return_requested: { orderNo: '20261129-7KQ2M4XA', amount: 1_250_000 },
  return_reviewed: { orderNo: '20261129-7KQ2M4XA', decision: 'approved' },
  goods_cost_due: { orderNo: '20261129-7KQ2M4XA', amount: 900_000, shortBy: 150_000 },
  recharge_paid: { amount: 500_000 },
  withdrawal_approved: { amount: 495_000 },
  withdrawal_paid: { amount: 495_000 },
  withdrawal_failed: { amount: 495_000 },
  merchant_application_approved: { storeName: 'Toko Sejahtera' },
  merchant_application_refused: { storeName: 'Toko Sejahtera', reason: 'Foto KTP tidak jelas' },
  promotion: { headline: 'Harbolnas 12.12', text: 'Diskon hingga 50% untuk produk pilihan.' },
};

/** The names a kind's texts may hold as `{name}`. */
export function placeholdersOf(kind: MessageKind): string[] {
  return Object.keys(sampleParams[kind]);
}

/** One kind's texts in one language, `{name}` where a parameter goes. */
export interface TemplateTexts {
  /** The in-app title, and the e-mail's subject. */
  title: string;
  /** SMS and WhatsApp: GSM-7 and at most 160 characters for en and ind, one SMS segment; zh at most 70 (UCS-2). */
  short: string;
  /** The in-app body, and the e-mail's text. */
  body: string;
}

type Templates = Record<MessageKind, Record<Language, TemplateTexts>>;

function codeTexts(en: string, zh: string, ind: string): Record<Language, TemplateTexts> {
  return {
    en: {
      title: `Your ${en} code`,
      short: `Your ${en} code is {code}. It is valid for {minutes} minutes. Never share it with anyone.`,
      body: `Your ${en} code is {code}. It is valid for {minutes} minutes. We will never ask you for it: do not share it with anyone.`,
    },
    zh: {
      title: `您的${zh}验证码`,
      short: `您的${zh}验证码是 {code}，{minutes} 分钟内有效。请勿告诉任何人。`,
      body: `您的${zh}验证码是 {code}，{minutes} 分钟内有效。我们不会向您索要验证码，请勿告诉任何人。`,
    },
    ind: {
      title: `Kode ${ind} Anda`,
      short: `Kode ${ind} Anda {code}. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
      body: `Kode ${ind} Anda {code}, berlaku {minutes} menit. Kami tidak pernah meminta kode ini: jangan berikan kepada siapa pun.`,
    },
  };
}

/** The built-in texts: what goes out unless an operator edited a kind's texts in a language. */
export const builtInTemplates: Templates = {
  sign_up_code: codeTexts('sign-up', '注册', 'pendaftaran'),
  sign_in_code: codeTexts('sign-in', '登录', 'masuk'),
  reset_code: codeTexts('password reset', '重置密码', 'atur ulang kata sandi'),
  order_paid: {
    en: {
      title: 'Order {orderNo} is paid',
      short: 'Order {orderNo} is paid: {amount}. We will tell you when it ships.',
      body: 'We received {amount} for order {orderNo}. The store is preparing it; we will tell you when it ships.',
    },
    zh: {
      title: '订单 {orderNo} 已付款',
      short: '订单 {orderNo} 已付款：{amount}。发货时我们会通知您。',
      body: '我们已收到订单 {orderNo} 的付款 {amount}。店铺正在备货，发货时我们会通知您。',
    },
    ind: {
      title: 'Pesanan {orderNo} sudah dibayar',
      short: 'Pesanan {orderNo} sudah dibayar: {amount}. Kami kabari saat dikirim.',
      body: 'Pembayaran {amount} untuk pesanan {orderNo} sudah kami terima. Toko sedang menyiapkannya; kami kabari saat dikirim.',
    },
  },
  order_received: {
    en: {
      title: 'New order {orderNo}',
      short: 'New order {orderNo} paid: {amount}. Pay its goods cost and ship it.',
      body: 'A shopper paid {amount} for order {orderNo}. Pay its goods cost and ship it from the merchant centre.',
    },
    zh: {
      title: '新订单 {orderNo}',
      short: '新订单 {orderNo} 已付款：{amount}。请支付货款并发货。',
      body: '买家已为订单 {orderNo} 支付 {amount}。请在商家中心支付货款并发货。',
    },
    ind: {
      title: 'Pesanan baru {orderNo}',
      short: 'Pesanan baru {orderNo} dibayar: {amount}. Bayar modal barang lalu kirim.',
      body: 'Pembeli membayar {amount} untuk pesanan {orderNo}. Bayar modal barang dan kirim pesanan dari pusat penjual.',
    },
  },
  order_shipped: {
    en: {
      title: 'Order {orderNo} has shipped',
      short: 'Order {orderNo} has shipped. Tracking number: {trackingNo}.',
      body: 'Order {orderNo} is on its way. Its tracking number is {trackingNo}.',
    },
    zh: {
      title: '订单 {orderNo} 已发货',
      short: '订单 {orderNo} 已发货，运单号：{trackingNo}。',
      body: '订单 {orderNo} 已发货，运单号为 {trackingNo}。',
    },
    ind: {
      title: 'Pesanan {orderNo} sudah dikirim',
      short: 'Pesanan {orderNo} sudah dikirim. Nomor resi: {trackingNo}.',
      body: 'Pesanan {orderNo} sedang dalam perjalanan. Nomor resinya {trackingNo}.',
    },
  },
  order_delivered: {
    en: {
      title: 'Order {orderNo} was delivered',
      short: 'Order {orderNo} was delivered. Enjoy it, and tell others what you think in a review.',
      body: 'Order {orderNo} was delivered. If something is wrong, you can request a return from the order page.',
    },
    zh: {
      title: '订单 {orderNo} 已送达',
      short: '订单 {orderNo} 已送达。欢迎留下评价。',
      body: '订单 {orderNo} 已送达。如有问题，可在订单页面申请退货。',
    },
    ind: {
      title: 'Pesanan {orderNo} sudah sampai',
      short: 'Pesanan {orderNo} sudah sampai. Bagikan pendapat Anda lewat ulasan.',
      body: 'Pesanan {orderNo} sudah sampai. Jika ada masalah, Anda bisa mengajukan pengembalian dari halaman pesanan.',
    },
  },
  order_refunded: {
    en: {
      title: 'Order {orderNo} was refunded',
      short: '{amount} for order {orderNo} was refunded to your balance.',
      body: 'We refunded {amount} for order {orderNo} to your balance.',
    },
    zh: {
      title: '订单 {orderNo} 已退款',
      short: '订单 {orderNo} 的 {amount} 已退回您的余额。',
      body: '订单 {orderNo} 的 {amount} 已退回您的余额。',
    },
    ind: {
      title: 'Pesanan {orderNo} sudah dikembalikan dananya',
      short: 'Dana {amount} untuk pesanan {orderNo} sudah dikembalikan ke saldo Anda.',
      body: 'Dana {amount} untuk pesanan {orderNo} sudah kami kembalikan ke saldo Anda.',
    },
  },
  return_requested: {
    en: {
      title: 'Return requested for order {orderNo}',
      short: 'The shopper asked to return order {orderNo}. Please review the request.',
      body: 'The shopper asked to return order {orderNo}. Review the request from the order page.',
    },
    zh: {
      title: '订单 {orderNo} 有退货申请',
      short: '买家申请退回订单 {orderNo}，请及时审核。',
      body: '买家申请退回订单 {orderNo}，请在订单页面审核该申请。',
    },
    ind: {
      title: 'Ada pengajuan pengembalian pesanan {orderNo}',
      short: 'Pembeli mengajukan pengembalian pesanan {orderNo}. Mohon tinjau pengajuannya.',
      body: 'Pembeli mengajukan pengembalian pesanan {orderNo}. Tinjau pengajuannya dari halaman pesanan.',
    },
  },
  return_reviewed: {
    en: {
      title: 'Your return of order {orderNo} was {decision}',
      short: 'The store has {decision} your return of order {orderNo}.',
      body: 'The store has {decision} your return of order {orderNo}. The order page has the details.',
    },
    zh: {
      title: '订单 {orderNo} 的退货申请{decision}',
      short: '订单 {orderNo} 的退货申请{decision}。',
      body: '店铺审核后，订单 {orderNo} 的退货申请{decision}，详情见订单页面。',
    },
    ind: {
      title: 'Pengembalian pesanan {orderNo} {decision}',
      short: 'Pengembalian pesanan {orderNo} {decision} oleh toko.',
      body: 'Pengembalian pesanan {orderNo} {decision} oleh toko. Rinciannya ada di halaman pesanan.',
    },
  },
  goods_cost_due: {
    en: {
      title: 'Recharge to fulfil order {orderNo}',
      short: 'Order {orderNo} needs {amount} of goods cost; your balance is {shortBy} short. Please recharge.',
      body: 'Order {orderNo} is paid and its goods cost is {amount}, but your balance is {shortBy} short. Recharge to fulfil it.',
    },
    zh: {
      title: '请充值以履行订单 {orderNo}',
      short: '订单 {orderNo} 需付货款 {amount}，余额还差 {shortBy}，请充值。',
      body: '订单 {orderNo} 已付款，货款为 {amount}，但您的余额还差 {shortBy}。请充值后履行订单。',
    },
    ind: {
      title: 'Isi saldo untuk memproses pesanan {orderNo}',
      short: 'Pesanan {orderNo} butuh modal {amount}; saldo Anda kurang {shortBy}. Silakan isi saldo.',
      body: 'Pesanan {orderNo} sudah dibayar dengan modal barang {amount}, tetapi saldo Anda kurang {shortBy}. Isi saldo untuk memprosesnya.',
    },
  },
  recharge_paid: {
    en: {
      title: 'Recharge of {amount} received',
      short: 'Your recharge of {amount} is in your balance.',
      body: 'We received your recharge of {amount}; it is in your balance.',
    },
    zh: {
      title: '已收到充值 {amount}',
      short: '您充值的 {amount} 已到账。',
      body: '我们已收到您充值的 {amount}，已计入您的余额。',
    },
    ind: {
      title: 'Isi saldo {amount} diterima',
      short: 'Isi saldo {amount} sudah masuk ke saldo Anda.',
      body: 'Isi saldo {amount} sudah kami terima dan masuk ke saldo Anda.',
    },
  },
  withdrawal_approved: {
    en: {
      title: 'Withdrawal of {amount} approved',
      short: 'Your withdrawal of {amount} was approved and is being paid out.',
      body: 'Your withdrawal of {amount} was approved; we are paying it out to your bank account.',
    },
    zh: {
      title: '提现 {amount} 已批准',
      short: '您的提现 {amount} 已批准，正在打款。',
      body: '您的提现 {amount} 已批准，正在打款到您的银行账户。',
    },
    ind: {
      title: 'Penarikan {amount} disetujui',
      short: 'Penarikan {amount} disetujui dan sedang dicairkan.',
      body: 'Penarikan {amount} disetujui; dananya sedang kami cairkan ke rekening bank Anda.',
    },
  },
  withdrawal_paid: {
    en: {
      title: 'Withdrawal of {amount} paid',
      short: 'Your withdrawal of {amount} was paid to your bank account.',
      body: 'Your withdrawal of {amount} was paid to your bank account.',
    },
    zh: {
      title: '提现 {amount} 已到账',
      short: '您的提现 {amount} 已打入银行账户。',
      body: '您的提现 {amount} 已打入您的银行账户。',
    },
    ind: {
      title: 'Penarikan {amount} sudah cair',
      short: 'Penarikan {amount} sudah masuk ke rekening bank Anda.',
      body: 'Penarikan {amount} sudah kami transfer ke rekening bank Anda.',
    },
  },
  withdrawal_failed: {
    en: {
      title: 'Withdrawal of {amount} failed',
      short: 'Your withdrawal of {amount} could not be paid; the amount is back in your balance.',
      body: 'Your withdrawal of {amount} could not be paid out; the amount is back in your balance. Please check your bank account details.',
    },
    zh: {
      title: '提现 {amount} 失败',
      short: '您的提现 {amount} 打款失败，金额已退回余额。',
      body: '您的提现 {amount} 打款失败，金额已退回您的余额。请检查银行账户信息。',
    },
    ind: {
      title: 'Penarikan {amount} gagal',
      short: 'Penarikan {amount} gagal dicairkan; dananya kembali ke saldo Anda.',
      body: 'Penarikan {amount} gagal dicairkan; dananya sudah kembali ke saldo Anda. Mohon periksa data rekening bank Anda.',
    },
  },
  merchant_application_approved: {
    en: {
      title: '{storeName} is open',
      short: 'Your store {storeName} was approved. You can list products now.',
      body: 'Your application for {storeName} was approved. You can list products now.',
    },
    zh: {
      title: '{storeName} 已开店',
      short: '您的店铺 {storeName} 已通过审核，现在可以上架商品。',
      body: '您的店铺 {storeName} 的申请已通过，现在可以上架商品。',
    },
    ind: {
      title: '{storeName} sudah buka',
      short: 'Toko {storeName} sudah disetujui. Anda bisa mulai menjual produk.',
      body: 'Pengajuan toko {storeName} sudah disetujui. Anda bisa mulai menjual produk.',
    },
  },
  merchant_application_refused: {
    en: {
      title: 'Your application for {storeName} was refused',
      short: 'Your application for {storeName} was refused. See why in the merchant centre.',
      body: 'Your application for {storeName} was refused: {reason}. You can correct it and apply again.',
    },
    zh: {
      title: '店铺 {storeName} 的申请未通过',
      short: '店铺 {storeName} 的申请未通过，原因请见商家中心。',
      body: '店铺 {storeName} 的申请未通过：{reason}。修改后可再次申请。',
    },
    ind: {
      title: 'Pengajuan toko {storeName} ditolak',
      short: 'Pengajuan toko {storeName} ditolak. Lihat alasannya di pusat penjual.',
      body: 'Pengajuan toko {storeName} ditolak: {reason}. Anda bisa memperbaikinya dan mengajukan lagi.',
    },
  },
  promotion: {
    en: { title: '{headline}', short: '{headline}: {text}', body: '{text}' },
    zh: { title: '{headline}', short: '{headline}：{text}', body: '{text}' },
    ind: { title: '{headline}', short: '{headline}: {text}', body: '{text}' },
  },
};

/** A message's texts as each channel shows them. */
export interface RenderedMessage {
  language: Language;
  /** E-mail subject. */
  subject: string;
  /** SMS and WhatsApp. */
  short: string;
  /** The notification centre's title and body (the body is also the e-mail's text). */
  title: string;
  body: string;
}

/** The texts operators edited, by kind and language: they replace the built-in ones. */
export type TemplateOverrides = ReadonlyMap<string, TemplateTexts>;
export const overrideKey = (kind: MessageKind, language: Language): string => `${kind}:${language}`;

/** A parameter as a text shows it: amounts as the pages show money, decisions as words. */
function shown(name: string, value: unknown, language: Language): string {
  if (AMOUNTS.has(name) && typeof value === 'number') return formatRupiah(value);
  if (name === 'decision' && (value === 'approved' || value === 'refused')) return decisionWords[language][value];
  return String(value);
}

/** A text with each `{name}` replaced by its parameter as shown. */
export function fill(text: string, params: object, language: Language): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? shown(name, (params as Record<string, unknown>)[name], language) : whole));
}

/** The texts of a kind in a language: the operators' when edited, else the built-in ones. */
export function templateOf(kind: MessageKind, language: Language, overrides: TemplateOverrides = new Map()): TemplateTexts {
  return overrides.get(overrideKey(kind, language)) ?? builtInTemplates[kind][language];
}

/** A kind's texts in the recipient's language (Indonesian when unknown), filled from its parameters. */
export function renderMessage<K extends MessageKind>(kind: K, language: string | null | undefined, params: MessageParams[K], overrides?: TemplateOverrides): RenderedMessage {
  const lang = languageOf(language);
  const texts = templateOf(kind, lang, overrides);
  const title = fill(texts.title, params, lang);
  return { language: lang, subject: title, short: fill(texts.short, params, lang), title, body: fill(texts.body, params, lang) };
}

/** Longest texts an operator may write. */
export const TEMPLATE_LIMITS: Readonly<Record<keyof TemplateTexts, number>> = { title: 120, short: 320, body: 1000 };

export type TemplateProblem = { field: keyof TemplateTexts; problem: 'required' | 'too_long' | 'unknown_placeholder'; name?: string };

/** What is wrong with texts an operator wrote for a kind: empty, too long, or naming what the kind lacks. */
export function templateProblems(kind: MessageKind, texts: TemplateTexts): TemplateProblem[] {
  const known = new Set(placeholdersOf(kind));
  const problems: TemplateProblem[] = [];
  for (const field of ['title', 'short', 'body'] as const) {
    const text = texts[field];
    if (text.trim() === '') problems.push({ field, problem: 'required' });
    else if ([...text].length > TEMPLATE_LIMITS[field]) problems.push({ field, problem: 'too_long' });
    for (const [, name] of text.matchAll(/\{(\w+)\}/g)) if (!known.has(name!)) problems.push({ field, problem: 'unknown_placeholder', name: name! });
  }
  return problems;
}

const GSM7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENDED = new Set('^{}\\[~]|€');

/** Whether an SMS of this text can use the GSM-7 alphabet (160 characters a segment) rather than UCS-2 (70). */
export function isGsm7(text: string): boolean {
  return [...text].every((char) => GSM7.has(char) || GSM7_EXTENDED.has(char));
}

/** The length an SMS counts: GSM-7 extension characters take two septets, UCS-2 counts UTF-16 units. */
export function smsLength(text: string): number {
  return isGsm7(text) ? [...text].reduce((length, char) => length + (GSM7_EXTENDED.has(char) ? 2 : 1), 0) : text.length;
}

/** How many SMS segments a text is sent in (a multi-part message carries a header in each part). */
export function smsSegments(text: string): number {
  const [single, part] = isGsm7(text) ? [160, 153] : [70, 67];
  const length = smsLength(text);
  return length <= single ? 1 : Math.ceil(length / part);
}
