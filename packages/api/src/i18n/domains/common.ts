import type { CommonReason, OperatorReason } from '@shop/contracts';
import type { Translations } from '../translations.js';

/** Reasons any service may give (service-kit: idempotency, keyset paging; operators' actions). */
export const commonMessages: Record<CommonReason | OperatorReason, Translations> = {
  idempotency_key_required: {
    en: 'This request cannot be repeated safely; please try again from the page',
    zh: '该请求无法安全重复，请从页面重新操作',
    ind: 'Permintaan ini tidak dapat diulang dengan aman; silakan coba lagi dari halaman',
  },
  idempotency_key_reused: {
    en: 'This request was already sent with different details; please try again',
    zh: '该请求已用不同的内容提交过，请重试',
    ind: 'Permintaan ini sudah dikirim dengan rincian berbeda; silakan coba lagi',
  },
  invalid_cursor: { en: 'Invalid page position', zh: '分页位置无效', ind: 'Posisi halaman tidak valid' },
  invalid_sort: { en: 'Invalid sort order', zh: '排序方式无效', ind: 'Urutan tidak valid' },
  invalid_idempotency_key: { en: 'Invalid idempotency key', zh: '幂等键无效', ind: 'Kunci idempotensi tidak valid' },
  invalid_limit: { en: 'Invalid page size', zh: '每页数量无效', ind: 'Ukuran halaman tidak valid' },
  invalid_characters: {
    en: 'The text contains invisible control characters; please remove them',
    zh: '文本包含不可见的控制字符，请删除后重试',
    ind: 'Teks berisi karakter kontrol yang tidak terlihat; silakan hapus',
  },
  operator_own_subject: {
    en: 'Operators cannot act on their own wallet, withdrawal or store: ask another operator',
    zh: '运营人员不能处理自己的钱包、提现或店铺，请交由其他运营人员处理',
    ind: 'Operator tidak dapat menindak dompet, penarikan, atau toko miliknya sendiri: minta operator lain',
  },
  operator_own_request: {
    en: 'You made this request: another operator must review it',
    zh: '这是您提交的申请，须由其他运营人员审核',
    ind: 'Anda yang membuat permintaan ini: operator lain harus meninjaunya',
  },
};
