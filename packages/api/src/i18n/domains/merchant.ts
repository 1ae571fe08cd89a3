import type { MerchantReason } from '@shop/contracts';
import type { Translations } from '../translations.js';

/** Merchant applications, stores, the street and their review by operators. */
export const merchantMessages: Record<MerchantReason, Translations> = {
  not_a_merchant: { en: 'Not yet a merchant', zh: '您还不是商家', ind: 'Belum menjadi penjual' },
  already_merchant: { en: 'You already have a store', zh: '您已拥有店铺', ind: 'Anda sudah memiliki toko' },
  application_open: { en: 'Your application is awaiting review', zh: '您的申请正在等待审核', ind: 'Pengajuan Anda sedang menunggu peninjauan' },
  application_not_found: { en: 'Application not found', zh: '申请不存在', ind: 'Pengajuan tidak ditemukan' },
  application_already_reviewed: { en: 'This application has already been reviewed', zh: '该申请已审核', ind: 'Pengajuan ini sudah ditinjau' },
  store_not_found: { en: 'Store not found', zh: '店铺不存在', ind: 'Toko tidak ditemukan' },
  store_suspended: { en: 'This store is suspended', zh: '该店铺已被暂停', ind: 'Toko ini ditangguhkan' },
  store_name_taken: { en: 'This store name is already taken', zh: '该店铺名称已被使用', ind: 'Nama toko ini sudah digunakan' },
  invalid_store_status: { en: 'Invalid store status', zh: '店铺状态无效', ind: 'Status toko tidak valid' },
  invalid_logo: { en: 'The logo must be a PNG, JPEG or WebP image', zh: '店铺标志须为 PNG、JPEG 或 WebP 图片', ind: 'Logo harus berupa gambar PNG, JPEG, atau WebP' },
  logo_too_large: { en: 'The logo must be at most 2 MB and 4096×4096 pixels', zh: '店铺标志不能超过 2 MB 和 4096×4096 像素', ind: 'Logo maksimal 2 MB dan 4096×4096 piksel' },
  logo_not_found: { en: 'Please upload the logo again', zh: '请重新上传店铺标志', ind: 'Silakan unggah logo lagi' },
  invalid_query: { en: 'The search is too long', zh: '搜索内容过长', ind: 'Pencarian terlalu panjang' },
  operator_required: { en: 'Only platform operators may do this', zh: '仅平台运营人员可执行此操作', ind: 'Hanya operator platform yang dapat melakukan ini' },
};
