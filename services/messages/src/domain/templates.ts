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
 * (`formatRupiah`). A text can only name what its kind's parameters hold, and a message can only be
 * rendered with all of them: a missing placeholder does not compile.
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
  return_requested: { orderNo: string };
  /** To the shopper. */
  return_reviewed: { orderNo: string; approved: boolean };
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

/** One kind's texts in one language, each written from the kind's parameters. */
interface Texts<P> {
  /** The in-app title, and the e-mail's subject. */
  title: (p: P) => string;
  /** SMS and WhatsApp: GSM-7 and at most 160 characters for en and ind, one SMS segment; zh at most 70 (UCS-2). */
  short: (p: P) => string;
  /** The in-app body, and the e-mail's text. */
  body: (p: P) => string;
}

type Templates = { [K in MessageKind]: Record<Language, Texts<MessageParams[K]>> };

const rp = formatRupiah;

function codeTexts(en: string, zh: string, ind: string): Record<Language, Texts<CodeParams>> {
  return {
    en: {
      title: () => `Your ${en} code`,
      short: (p) => `Your ${en} code is ${p.code}. It is valid for ${p.minutes} minutes. Never share it with anyone.`,
      body: (p) => `Your ${en} code is ${p.code}. It is valid for ${p.minutes} minutes. We will never ask you for it: do not share it with anyone.`,
    },
    zh: {
      title: () => `您的${zh}验证码`,
      short: (p) => `您的${zh}验证码是 ${p.code}，${p.minutes} 分钟内有效。请勿告诉任何人。`,
      body: (p) => `您的${zh}验证码是 ${p.code}，${p.minutes} 分钟内有效。我们不会向您索要验证码，请勿告诉任何人。`,
    },
    ind: {
      title: () => `Kode ${ind} Anda`,
      short: (p) => `Kode ${ind} Anda ${p.code}. Berlaku ${p.minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
      body: (p) => `Kode ${ind} Anda ${p.code}, berlaku ${p.minutes} menit. Kami tidak pernah meminta kode ini: jangan berikan kepada siapa pun.`,
    },
  };
}

export const templates: Templates = {
  sign_up_code: codeTexts('sign-up', '注册', 'pendaftaran'),
  sign_in_code: codeTexts('sign-in', '登录', 'masuk'),
  reset_code: codeTexts('password reset', '重置密码', 'atur ulang kata sandi'),
  order_paid: {
    en: {
      title: (p) => `Order ${p.orderNo} is paid`,
      short: (p) => `Order ${p.orderNo} is paid: ${rp(p.amount)}. We will tell you when it ships.`,
      body: (p) => `We received ${rp(p.amount)} for order ${p.orderNo}. The store is preparing it; we will tell you when it ships.`,
    },
    zh: {
      title: (p) => `订单 ${p.orderNo} 已付款`,
      short: (p) => `订单 ${p.orderNo} 已付款：${rp(p.amount)}。发货时我们会通知您。`,
      body: (p) => `我们已收到订单 ${p.orderNo} 的付款 ${rp(p.amount)}。店铺正在备货，发货时我们会通知您。`,
    },
    ind: {
      title: (p) => `Pesanan ${p.orderNo} sudah dibayar`,
      short: (p) => `Pesanan ${p.orderNo} sudah dibayar: ${rp(p.amount)}. Kami kabari saat dikirim.`,
      body: (p) => `Pembayaran ${rp(p.amount)} untuk pesanan ${p.orderNo} sudah kami terima. Toko sedang menyiapkannya; kami kabari saat dikirim.`,
    },
  },
  order_received: {
    en: {
      title: (p) => `New order ${p.orderNo}`,
      short: (p) => `New order ${p.orderNo} paid: ${rp(p.amount)}. Pay its goods cost and ship it.`,
      body: (p) => `A shopper paid ${rp(p.amount)} for order ${p.orderNo}. Pay its goods cost and ship it from the merchant centre.`,
    },
    zh: {
      title: (p) => `新订单 ${p.orderNo}`,
      short: (p) => `新订单 ${p.orderNo} 已付款：${rp(p.amount)}。请支付货款并发货。`,
      body: (p) => `买家已为订单 ${p.orderNo} 支付 ${rp(p.amount)}。请在商家中心支付货款并发货。`,
    },
    ind: {
      title: (p) => `Pesanan baru ${p.orderNo}`,
      short: (p) => `Pesanan baru ${p.orderNo} dibayar: ${rp(p.amount)}. Bayar modal barang lalu kirim.`,
      body: (p) => `Pembeli membayar ${rp(p.amount)} untuk pesanan ${p.orderNo}. Bayar modal barang dan kirim pesanan dari pusat penjual.`,
    },
  },
  order_shipped: {
    en: {
      title: (p) => `Order ${p.orderNo} has shipped`,
      short: (p) => `Order ${p.orderNo} has shipped. Tracking number: ${p.trackingNo}.`,
      body: (p) => `Order ${p.orderNo} is on its way. Its tracking number is ${p.trackingNo}.`,
    },
    zh: {
      title: (p) => `订单 ${p.orderNo} 已发货`,
      short: (p) => `订单 ${p.orderNo} 已发货，运单号：${p.trackingNo}。`,
      body: (p) => `订单 ${p.orderNo} 已发货，运单号为 ${p.trackingNo}。`,
    },
    ind: {
      title: (p) => `Pesanan ${p.orderNo} sudah dikirim`,
      short: (p) => `Pesanan ${p.orderNo} sudah dikirim. Nomor resi: ${p.trackingNo}.`,
      body: (p) => `Pesanan ${p.orderNo} sedang dalam perjalanan. Nomor resinya ${p.trackingNo}.`,
    },
  },
  order_delivered: {
    en: {
      title: (p) => `Order ${p.orderNo} was delivered`,
      short: (p) => `Order ${p.orderNo} was delivered. Enjoy it, and tell others what you think in a review.`,
      body: (p) => `Order ${p.orderNo} was delivered. If something is wrong, you can request a return from the order page.`,
    },
    zh: {
      title: (p) => `订单 ${p.orderNo} 已送达`,
      short: (p) => `订单 ${p.orderNo} 已送达。欢迎留下评价。`,
      body: (p) => `订单 ${p.orderNo} 已送达。如有问题，可在订单页面申请退货。`,
    },
    ind: {
      title: (p) => `Pesanan ${p.orderNo} sudah sampai`,
      short: (p) => `Pesanan ${p.orderNo} sudah sampai. Bagikan pendapat Anda lewat ulasan.`,
      body: (p) => `Pesanan ${p.orderNo} sudah sampai. Jika ada masalah, Anda bisa mengajukan pengembalian dari halaman pesanan.`,
    },
  },
  order_refunded: {
    en: {
      title: (p) => `Order ${p.orderNo} was refunded`,
      short: (p) => `${rp(p.amount)} for order ${p.orderNo} was refunded to your balance.`,
      body: (p) => `We refunded ${rp(p.amount)} for order ${p.orderNo} to your balance.`,
    },
    zh: {
      title: (p) => `订单 ${p.orderNo} 已退款`,
      short: (p) => `订单 ${p.orderNo} 的 ${rp(p.amount)} 已退回您的余额。`,
      body: (p) => `订单 ${p.orderNo} 的 ${rp(p.amount)} 已退回您的余额。`,
    },
    ind: {
      title: (p) => `Pesanan ${p.orderNo} sudah dikembalikan dananya`,
      short: (p) => `Dana ${rp(p.amount)} untuk pesanan ${p.orderNo} sudah dikembalikan ke saldo Anda.`,
      body: (p) => `Dana ${rp(p.amount)} untuk pesanan ${p.orderNo} sudah kami kembalikan ke saldo Anda.`,
    },
  },
  return_requested: {
    en: {
      title: (p) => `Return requested for order ${p.orderNo}`,
      short: (p) => `The shopper asked to return order ${p.orderNo}. Please review the request.`,
      body: (p) => `The shopper asked to return order ${p.orderNo}. Review the request from the order page.`,
    },
    zh: {
      title: (p) => `订单 ${p.orderNo} 有退货申请`,
      short: (p) => `买家申请退回订单 ${p.orderNo}，请及时审核。`,
      body: (p) => `买家申请退回订单 ${p.orderNo}，请在订单页面审核该申请。`,
    },
    ind: {
      title: (p) => `Ada pengajuan pengembalian pesanan ${p.orderNo}`,
      short: (p) => `Pembeli mengajukan pengembalian pesanan ${p.orderNo}. Mohon tinjau pengajuannya.`,
      body: (p) => `Pembeli mengajukan pengembalian pesanan ${p.orderNo}. Tinjau pengajuannya dari halaman pesanan.`,
    },
  },
  return_reviewed: {
    en: {
      title: (p) => `Your return of order ${p.orderNo} was ${p.approved ? 'accepted' : 'refused'}`,
      short: (p) => `The store ${p.approved ? 'accepted' : 'refused'} your return of order ${p.orderNo}.`,
      body: (p) => `The store ${p.approved ? 'accepted' : 'refused'} your return of order ${p.orderNo}. The order page has the details.`,
    },
    zh: {
      title: (p) => `订单 ${p.orderNo} 的退货申请${p.approved ? '已通过' : '被拒绝'}`,
      short: (p) => `店铺${p.approved ? '已同意' : '拒绝了'}订单 ${p.orderNo} 的退货申请。`,
      body: (p) => `店铺${p.approved ? '已同意' : '拒绝了'}订单 ${p.orderNo} 的退货申请，详情见订单页面。`,
    },
    ind: {
      title: (p) => `Pengembalian pesanan ${p.orderNo} ${p.approved ? 'diterima' : 'ditolak'}`,
      short: (p) => `Toko ${p.approved ? 'menerima' : 'menolak'} pengembalian pesanan ${p.orderNo}.`,
      body: (p) => `Toko ${p.approved ? 'menerima' : 'menolak'} pengembalian pesanan ${p.orderNo}. Rinciannya ada di halaman pesanan.`,
    },
  },
  goods_cost_due: {
    en: {
      title: (p) => `Recharge to fulfil order ${p.orderNo}`,
      short: (p) => `Order ${p.orderNo} needs ${rp(p.amount)} of goods cost; your balance is ${rp(p.shortBy)} short. Please recharge.`,
      body: (p) => `Order ${p.orderNo} is paid and its goods cost is ${rp(p.amount)}, but your balance is ${rp(p.shortBy)} short. Recharge to fulfil it.`,
    },
    zh: {
      title: (p) => `请充值以履行订单 ${p.orderNo}`,
      short: (p) => `订单 ${p.orderNo} 需付货款 ${rp(p.amount)}，余额还差 ${rp(p.shortBy)}，请充值。`,
      body: (p) => `订单 ${p.orderNo} 已付款，货款为 ${rp(p.amount)}，但您的余额还差 ${rp(p.shortBy)}。请充值后履行订单。`,
    },
    ind: {
      title: (p) => `Isi saldo untuk memproses pesanan ${p.orderNo}`,
      short: (p) => `Pesanan ${p.orderNo} butuh modal ${rp(p.amount)}; saldo Anda kurang ${rp(p.shortBy)}. Silakan isi saldo.`,
      body: (p) => `Pesanan ${p.orderNo} sudah dibayar dengan modal barang ${rp(p.amount)}, tetapi saldo Anda kurang ${rp(p.shortBy)}. Isi saldo untuk memprosesnya.`,
    },
  },
  recharge_paid: {
    en: {
      title: (p) => `Recharge of ${rp(p.amount)} received`,
      short: (p) => `Your recharge of ${rp(p.amount)} is in your balance.`,
      body: (p) => `We received your recharge of ${rp(p.amount)}; it is in your balance.`,
    },
    zh: {
      title: (p) => `已收到充值 ${rp(p.amount)}`,
      short: (p) => `您充值的 ${rp(p.amount)} 已到账。`,
      body: (p) => `我们已收到您充值的 ${rp(p.amount)}，已计入您的余额。`,
    },
    ind: {
      title: (p) => `Isi saldo ${rp(p.amount)} diterima`,
      short: (p) => `Isi saldo ${rp(p.amount)} sudah masuk ke saldo Anda.`,
      body: (p) => `Isi saldo ${rp(p.amount)} sudah kami terima dan masuk ke saldo Anda.`,
    },
  },
  withdrawal_approved: {
    en: {
      title: (p) => `Withdrawal of ${rp(p.amount)} approved`,
      short: (p) => `Your withdrawal of ${rp(p.amount)} was approved and is being paid out.`,
      body: (p) => `Your withdrawal of ${rp(p.amount)} was approved; we are paying it out to your bank account.`,
    },
    zh: {
      title: (p) => `提现 ${rp(p.amount)} 已批准`,
      short: (p) => `您的提现 ${rp(p.amount)} 已批准，正在打款。`,
      body: (p) => `您的提现 ${rp(p.amount)} 已批准，正在打款到您的银行账户。`,
    },
    ind: {
      title: (p) => `Penarikan ${rp(p.amount)} disetujui`,
      short: (p) => `Penarikan ${rp(p.amount)} disetujui dan sedang dicairkan.`,
      body: (p) => `Penarikan ${rp(p.amount)} disetujui; dananya sedang kami cairkan ke rekening bank Anda.`,
    },
  },
  withdrawal_paid: {
    en: {
      title: (p) => `Withdrawal of ${rp(p.amount)} paid`,
      short: (p) => `Your withdrawal of ${rp(p.amount)} was paid to your bank account.`,
      body: (p) => `Your withdrawal of ${rp(p.amount)} was paid to your bank account.`,
    },
    zh: {
      title: (p) => `提现 ${rp(p.amount)} 已到账`,
      short: (p) => `您的提现 ${rp(p.amount)} 已打入银行账户。`,
      body: (p) => `您的提现 ${rp(p.amount)} 已打入您的银行账户。`,
    },
    ind: {
      title: (p) => `Penarikan ${rp(p.amount)} sudah cair`,
      short: (p) => `Penarikan ${rp(p.amount)} sudah masuk ke rekening bank Anda.`,
      body: (p) => `Penarikan ${rp(p.amount)} sudah kami transfer ke rekening bank Anda.`,
    },
  },
  withdrawal_failed: {
    en: {
      title: (p) => `Withdrawal of ${rp(p.amount)} failed`,
      short: (p) => `Your withdrawal of ${rp(p.amount)} could not be paid; the amount is back in your balance.`,
      body: (p) => `Your withdrawal of ${rp(p.amount)} could not be paid out; the amount is back in your balance. Please check your bank account details.`,
    },
    zh: {
      title: (p) => `提现 ${rp(p.amount)} 失败`,
      short: (p) => `您的提现 ${rp(p.amount)} 打款失败，金额已退回余额。`,
      body: (p) => `您的提现 ${rp(p.amount)} 打款失败，金额已退回您的余额。请检查银行账户信息。`,
    },
    ind: {
      title: (p) => `Penarikan ${rp(p.amount)} gagal`,
      short: (p) => `Penarikan ${rp(p.amount)} gagal dicairkan; dananya kembali ke saldo Anda.`,
      body: (p) => `Penarikan ${rp(p.amount)} gagal dicairkan; dananya sudah kembali ke saldo Anda. Mohon periksa data rekening bank Anda.`,
    },
  },
  merchant_application_approved: {
    en: {
      title: (p) => `${p.storeName} is open`,
      short: (p) => `Your store ${p.storeName} was approved. You can list products now.`,
      body: (p) => `Your application for ${p.storeName} was approved. You can list products now.`,
    },
    zh: {
      title: (p) => `${p.storeName} 已开店`,
      short: (p) => `您的店铺 ${p.storeName} 已通过审核，现在可以上架商品。`,
      body: (p) => `您的店铺 ${p.storeName} 的申请已通过，现在可以上架商品。`,
    },
    ind: {
      title: (p) => `${p.storeName} sudah buka`,
      short: (p) => `Toko ${p.storeName} sudah disetujui. Anda bisa mulai menjual produk.`,
      body: (p) => `Pengajuan toko ${p.storeName} sudah disetujui. Anda bisa mulai menjual produk.`,
    },
  },
  merchant_application_refused: {
    en: {
      title: (p) => `Your application for ${p.storeName} was refused`,
      short: (p) => `Your application for ${p.storeName} was refused. See why in the merchant centre.`,
      body: (p) => `Your application for ${p.storeName} was refused: ${p.reason}. You can correct it and apply again.`,
    },
    zh: {
      title: (p) => `店铺 ${p.storeName} 的申请未通过`,
      short: (p) => `店铺 ${p.storeName} 的申请未通过，原因请见商家中心。`,
      body: (p) => `店铺 ${p.storeName} 的申请未通过：${p.reason}。修改后可再次申请。`,
    },
    ind: {
      title: (p) => `Pengajuan toko ${p.storeName} ditolak`,
      short: (p) => `Pengajuan toko ${p.storeName} ditolak. Lihat alasannya di pusat penjual.`,
      body: (p) => `Pengajuan toko ${p.storeName} ditolak: ${p.reason}. Anda bisa memperbaikinya dan mengajukan lagi.`,
    },
  },
  promotion: {
    en: { title: (p) => p.headline, short: (p) => `${p.headline}: ${p.text}`, body: (p) => p.text },
    zh: { title: (p) => p.headline, short: (p) => `${p.headline}：${p.text}`, body: (p) => p.text },
    ind: { title: (p) => p.headline, short: (p) => `${p.headline}: ${p.text}`, body: (p) => p.text },
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

/** A kind's texts in the recipient's language (Indonesian when unknown), filled from its parameters. */
export function renderMessage<K extends MessageKind>(kind: K, language: string | null | undefined, params: MessageParams[K]): RenderedMessage {
  const lang = languageOf(language);
  const texts: Texts<MessageParams[K]> = templates[kind][lang];
  const title = texts.title(params);
  return { language: lang, subject: title, short: texts.short(params), title, body: texts.body(params) };
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
