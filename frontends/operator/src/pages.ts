import type { PageList } from '@shop/web-core';

/**
 * The operator console's pages: each name is exposed from `src/exposes/<Name>.tsx` and routed by
 * the shell at `path`. Each draws its own console frame (`ConsolePage`); the shell's `console`
 * layout adds nothing to it.
 */
export const operatorPages = {
  ApplicationsPage: { path: '/ops', layout: 'console', title: { en: 'Merchant applications', zh: '商家申请', ind: 'Pengajuan penjual' } },
  StoresPage: { path: '/ops/stores', layout: 'console', title: { en: 'Stores', zh: '店铺', ind: 'Toko' } },
  AuditLogPage: { path: '/ops/audit', layout: 'console', title: { en: 'Audit log', zh: '审计日志', ind: 'Log audit' } },
} as const satisfies PageList;
