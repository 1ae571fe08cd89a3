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
  invalid_idempotency_key: { en: 'Invalid idempotency key', zh: '幂等键无效', ind: 'Kunci idempotensi tidak valid' },
  // Sign-in forms (spec §5): the problem names of @shop/contracts' account rules.
  account_required: { en: 'Please enter account info', zh: '请输入账号', ind: 'Silakan masukkan info akun' },
  code_required: { en: 'Please enter the code', zh: '请输入验证码', ind: 'Silakan masukkan kode' },
  password_required: { en: 'Please enter the password', zh: '请输入密码', ind: 'Silakan masukkan kata sandi' },
  confirm_password_required: { en: 'Please confirm the password', zh: '请确认密码', ind: 'Silakan konfirmasi kata sandi' },
  passwords_mismatch: { en: 'Passwords do not match', zh: '两次输入的密码不一致', ind: 'Kata sandi tidak cocok' },
  invalid_account_format: { en: 'Invalid account format', zh: '账号格式不正确', ind: 'Format akun tidak valid' },
  invalid_password_format: { en: 'Invalid password format', zh: '密码格式不正确', ind: 'Format kata sandi tidak valid' },
  invalid_code_format: { en: 'Invalid code format', zh: '验证码格式不正确', ind: 'Format kode tidak valid' },
  invalid_invite_code: { en: 'Invalid invite code', zh: '邀请码无效', ind: 'Kode undangan tidak valid' },
  invalid_nickname: { en: 'The nickname must be 1 to 32 characters', zh: '昵称须为 1 至 32 个字符', ind: 'Nama panggilan harus 1 sampai 32 karakter' },
  invalid_avatar: { en: 'Invalid avatar image', zh: '头像无效', ind: 'Gambar avatar tidak valid' },
  // Address form (spec §5).
  address_required: { en: 'Please enter the address', zh: '请输入地址', ind: 'Silakan masukkan alamat' },
  name_required: { en: 'Please enter the name', zh: '请输入姓名', ind: 'Silakan masukkan nama' },
  phone_required: { en: 'Please enter the phone number', zh: '请输入手机号码', ind: 'Silakan masukkan nomor telepon' },
  detail_required: { en: 'Please enter the detailed address', zh: '请输入详细地址', ind: 'Silakan masukkan alamat lengkap' },
  address_incomplete: { en: 'Please complete the address', zh: '请完善地址', ind: 'Silakan lengkapi alamat' },
  name_too_long: { en: 'The name is too long', zh: '姓名过长', ind: 'Nama terlalu panjang' },
  detail_too_long: { en: 'The detailed address is too long', zh: '详细地址过长', ind: 'Alamat lengkap terlalu panjang' },
  invalid_phone_format: { en: 'Invalid phone number format', zh: '手机号码格式不正确', ind: 'Format nomor telepon tidak valid' },
  invalid_area: { en: 'The selected area is not valid', zh: '所选地区无效', ind: 'Wilayah yang dipilih tidak valid' },
  area_not_found: { en: 'Area not found', zh: '地区不存在', ind: 'Wilayah tidak ditemukan' },
  address_not_found: { en: 'Address not found', zh: '地址不存在', ind: 'Alamat tidak ditemukan' },
  too_many_addresses: { en: 'You can save up to {max} addresses', zh: '最多可保存 {max} 个地址', ind: 'Anda dapat menyimpan hingga {max} alamat' },
  // Account failures (spec §8); wrong credentials never say which part was wrong.
  signup_failed: { en: 'Sign up failed', zh: '注册失败', ind: 'Pendaftaran gagal' },
  signin_failed: { en: 'Login failed', zh: '登录失败', ind: 'Gagal masuk' },
  code_send_failed: { en: 'Code retrieval failed', zh: '获取验证码失败', ind: 'Gagal mendapatkan kode' },
  password_update_failed: { en: 'Password update failed', zh: '密码修改失败', ind: 'Gagal memperbarui kata sandi' },
  account_taken: { en: 'This account is already registered', zh: '该账号已注册', ind: 'Akun ini sudah terdaftar' },
  too_many_attempts: { en: 'Too many attempts, try again later', zh: '尝试次数过多，请稍后再试', ind: 'Terlalu banyak percobaan, coba lagi nanti' },
  code_cooldown: {
    en: 'Please wait {seconds} s before requesting a new code',
    zh: '请 {seconds} 秒后再获取验证码',
    ind: 'Tunggu {seconds} detik sebelum meminta kode baru',
  },
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
