import type { PageList } from '@shop/web-core';

/**
 * The operator console's pages: each name is exposed from `src/exposes/<Name>.tsx` and routed by
 * the shell at `path`; the shell reads this list when it is built, so a new or changed entry goes
 * live with the next shell release, after this remote's (docs/adding-a-page.md#shipping-it).
 * Each draws its own console frame (`ConsolePage`); the shell's `console` layout adds nothing to
 * it.
 */
export const operatorPages = {
  ApplicationsPage: { path: '/ops', layout: 'console', title: { en: 'Merchant applications', zh: '商家申请', ind: 'Pengajuan penjual' } },
  StoresPage: { path: '/ops/stores', layout: 'console', title: { en: 'Stores', zh: '店铺', ind: 'Toko' } },
  AuditLogPage: { path: '/ops/audit', layout: 'console', title: { en: 'Audit log', zh: '审计日志', ind: 'Log audit' } },
  WithdrawalsPage: { path: '/ops/withdrawals', layout: 'console', title: { en: 'Withdrawals', zh: '提现审核', ind: 'Penarikan' } },
  WalletsPage: { path: '/ops/wallets', layout: 'console', title: { en: 'Wallets', zh: '钱包', ind: 'Dompet' } },
  AdjustmentsPage: { path: '/ops/adjustments', layout: 'console', title: { en: 'Adjustments', zh: '调账审核', ind: 'Penyesuaian' } },
  FeesPage: { path: '/ops/fees', layout: 'console', title: { en: 'Fee settings', zh: '费用设置', ind: 'Pengaturan biaya' } },
  FundAuditPage: { path: '/ops/fund-audit', layout: 'console', title: { en: 'Fund audit log', zh: '资金审计日志', ind: 'Log audit dana' } },
  DeliveriesPage: { path: '/ops/deliveries', layout: 'console', title: { en: 'Deliveries', zh: '消息发送', ind: 'Pengiriman pesan' } },
  TemplatesPage: { path: '/ops/templates', layout: 'console', title: { en: 'Message templates', zh: '消息模板', ind: 'Templat pesan' } },
} as const satisfies PageList;
