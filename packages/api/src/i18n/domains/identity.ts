import type { IdentityReason } from '@shop/contracts';
import type { Translations } from '../translations.js';

/** Accounts, sessions, profile, addresses and areas (spec §5, §8); wrong credentials never say which part was wrong. */
export const identityMessages: Record<IdentityReason, Translations> = {
  invalid_platform_code: { en: 'Invalid platform code', zh: '平台代码无效', ind: 'Kode platform tidak valid' },
  platform_not_found: { en: 'This platform is not configured', zh: '该平台未配置', ind: 'Platform ini belum dikonfigurasi' },
  invalid_client_ip: { en: 'Your network address could not be read', zh: '无法识别您的网络地址', ind: 'Alamat jaringan Anda tidak dapat dibaca' },
  invalid_user_id: { en: 'Invalid user', zh: '用户无效', ind: 'Pengguna tidak valid' },
  user_not_found: { en: 'This account no longer exists', zh: '该账号已不存在', ind: 'Akun ini sudah tidak ada' },
  session_invalid: { en: 'Your session has ended; please sign in again', zh: '登录已失效，请重新登录', ind: 'Sesi Anda telah berakhir; silakan masuk lagi' },
  signup_failed: { en: 'Sign up failed', zh: '注册失败', ind: 'Pendaftaran gagal' },
  signin_failed: { en: 'Login failed', zh: '登录失败', ind: 'Gagal masuk' },
  code_send_failed: { en: 'Code retrieval failed', zh: '获取验证码失败', ind: 'Gagal mendapatkan kode' },
  password_update_failed: { en: 'Password update failed', zh: '密码修改失败', ind: 'Gagal memperbarui kata sandi' },
  wrong_password: { en: 'The password is incorrect', zh: '密码不正确', ind: 'Kata sandi salah' },
  account_taken: { en: 'This account is already registered', zh: '该账号已注册', ind: 'Akun ini sudah terdaftar' },
  too_many_attempts: { en: 'Too many attempts, try again later', zh: '尝试次数过多，请稍后再试', ind: 'Terlalu banyak percobaan, coba lagi nanti' },
  signin_locked: {
    en: 'Too many wrong passwords: sign in with a verification code, or reset the password',
    zh: '密码错误次数过多：请使用验证码登录或重置密码',
    ind: 'Terlalu banyak kata sandi salah: masuk dengan kode verifikasi, atau atur ulang kata sandi',
  },
  code_delivery_unavailable: {
    en: 'Verification codes cannot be sent right now; please try again later',
    zh: '暂时无法发送验证码，请稍后再试',
    ind: 'Kode verifikasi tidak dapat dikirim saat ini; silakan coba lagi nanti',
  },
  code_delivery_failed: {
    en: 'Your code could not be sent; please try again',
    zh: '验证码发送失败，请重试',
    ind: 'Kode Anda gagal dikirim; silakan coba lagi',
  },
  code_cooldown: {
    en: 'Please wait {seconds} s before requesting a new code',
    zh: '请 {seconds} 秒后再获取验证码',
    ind: 'Tunggu {seconds} detik sebelum meminta kode baru',
  },
  invalid_avatar: { en: 'Invalid avatar image', zh: '头像无效', ind: 'Gambar avatar tidak valid' },
  invalid_area: { en: 'The selected area is not valid', zh: '所选地区无效', ind: 'Wilayah yang dipilih tidak valid' },
  area_not_found: { en: 'Area not found', zh: '地区不存在', ind: 'Wilayah tidak ditemukan' },
  address_not_found: { en: 'Address not found', zh: '地址不存在', ind: 'Alamat tidak ditemukan' },
  too_many_addresses: { en: 'You can save up to {max} addresses', zh: '最多可保存 {max} 个地址', ind: 'Anda dapat menyimpan hingga {max} alamat' },
};
