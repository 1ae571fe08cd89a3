import type { Translations } from '../translations.js';

/** What the BFF itself says about a request: `code.<TRPC_CODE>` fallbacks and its own reasons. */
export const requestMessages = {
  'code.BAD_REQUEST': { en: 'Invalid request', zh: '请求无效', ind: 'Permintaan tidak valid' },
  'code.UNAUTHORIZED': { en: 'Please sign in first', zh: '请先登录', ind: 'Silakan masuk terlebih dahulu' },
  'code.FORBIDDEN': { en: 'You do not have access to this', zh: '您无权访问此内容', ind: 'Anda tidak memiliki akses ke sini' },
  'code.NOT_FOUND': { en: 'Not found', zh: '未找到', ind: 'Tidak ditemukan' },
  'code.CONFLICT': { en: 'This conflicts with a recent change; please try again', zh: '与最近的更改冲突，请重试', ind: 'Terjadi konflik dengan perubahan terbaru; silakan coba lagi' },
  'code.PRECONDITION_FAILED': { en: 'This cannot be done right now', zh: '当前无法执行此操作', ind: 'Tindakan ini tidak dapat dilakukan sekarang' },
  'code.TOO_MANY_REQUESTS': { en: 'Too many requests; please try again later', zh: '请求过于频繁，请稍后再试', ind: 'Terlalu banyak permintaan; silakan coba lagi nanti' },
  'code.TIMEOUT': { en: 'The request took too long; please try again', zh: '请求超时，请重试', ind: 'Permintaan terlalu lama; silakan coba lagi' },
  'code.SERVICE_UNAVAILABLE': { en: 'The service is temporarily unavailable', zh: '服务暂时不可用', ind: 'Layanan sedang tidak tersedia' },
  'code.INTERNAL_SERVER_ERROR': { en: 'Unknown error', zh: '未知错误', ind: 'Kesalahan tidak diketahui' },
  no_such_procedure: { en: 'No such procedure: {path}', zh: '不存在的接口：{path}', ind: 'Prosedur tidak ada: {path}' },
  invalid_input: { en: 'Invalid input: {fields}', zh: '输入无效：{fields}', ind: 'Input tidak valid: {fields}' },
  batch_too_large: {
    en: 'Too many calls in one request (at most {max})',
    zh: '单个请求中的调用过多（最多 {max} 个）',
    ind: 'Terlalu banyak panggilan dalam satu permintaan (maksimal {max})',
  },
  body_too_large: {
    en: 'The request is too large (at most {maxKb} KB)',
    zh: '请求内容过大（最多 {maxKb} KB）',
    ind: 'Permintaan terlalu besar (maksimal {maxKb} KB)',
  },
  unsupported_content_type: {
    en: 'Requests must be sent as JSON',
    zh: '请求必须以 JSON 格式发送',
    ind: 'Permintaan harus dikirim sebagai JSON',
  },
} satisfies Record<string, Translations>;
