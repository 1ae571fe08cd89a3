export const locales = ['en', 'zh', 'ind'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ind';

type Catalog = Record<string, Record<Locale, string>>;

/**
 * Every message a client can receive, per locale. Keys are the services' stable error reasons
 * (e.g. `product_not_found`) or `code.<TRPC_CODE>` fallbacks. `{name}` marks a parameter.
 */
export const messages = {
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
  invalid_platform_code: { en: 'Invalid platform code', zh: '平台代码无效', ind: 'Kode platform tidak valid' },
  platform_not_found: { en: 'This platform is not configured', zh: '该平台未配置', ind: 'Platform ini belum dikonfigurasi' },
  invalid_page: { en: 'Invalid page number', zh: '页码无效', ind: 'Nomor halaman tidak valid' },
  invalid_page_size: { en: 'Invalid page size', zh: '每页数量无效', ind: 'Ukuran halaman tidak valid' },
  category_not_found: { en: 'Category not found', zh: '分类不存在', ind: 'Kategori tidak ditemukan' },
  invalid_product_id: { en: 'Invalid product', zh: '商品无效', ind: 'Produk tidak valid' },
  product_not_found: { en: 'Product not found', zh: '商品不存在', ind: 'Produk tidak ditemukan' },
  invalid_request_id: { en: 'Invalid request id', zh: '请求编号无效', ind: 'ID permintaan tidak valid' },
} satisfies Catalog;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function resolveLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : defaultLocale;
}

export function translate(key: MessageKey, locale: Locale, params: Record<string, string> = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
