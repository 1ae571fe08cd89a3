import type { FundReason, PaymentReason } from '@shop/contracts';
import type { Translations } from '../translations.js';

/** Wallets, fund records, bank accounts, withdrawals (fund) and recharges (payment). */
export const moneyMessages: Record<FundReason | PaymentReason, Translations> = {
  invalid_amount: { en: 'Please enter a valid amount', zh: '请输入有效金额', ind: 'Silakan masukkan jumlah yang valid' },
  insufficient_balance: { en: 'Insufficient balance', zh: '余额不足', ind: 'Saldo tidak mencukupi' },
  bank_account_required: { en: 'Bind bank info first before withdrawing', zh: '请先绑定银行信息再提现', ind: 'Ikat info bank terlebih dahulu sebelum menarik dana' },
  password_confirmation_required: { en: 'Please confirm with your password', zh: '请输入密码确认', ind: 'Silakan konfirmasi dengan kata sandi Anda' },
  withdrawals_cooling_off: {
    en: 'Your bank card was changed recently: withdrawals open again at {opensAt} (Jakarta time)',
    zh: '银行卡刚刚更换：{opensAt}（雅加达时间）后可再次提现',
    ind: 'Kartu bank Anda baru saja diganti: penarikan dibuka kembali pada {opensAt} WIB',
  },
  withdrawal_below_minimum: { en: 'The amount is below the minimum withdrawal', zh: '金额低于最低提现额', ind: 'Jumlah di bawah penarikan minimum' },
  withdrawal_not_found: { en: 'Withdrawal not found', zh: '提现记录不存在', ind: 'Penarikan tidak ditemukan' },
  withdrawal_already_reviewed: { en: 'This withdrawal has already been reviewed', zh: '该提现已审核', ind: 'Penarikan ini sudah ditinjau' },
  reference_conflict: { en: 'This payment reference was already used', zh: '该支付编号已被使用', ind: 'Referensi pembayaran ini sudah digunakan' },
  invalid_reference: { en: 'Invalid payment reference', zh: '支付编号无效', ind: 'Referensi pembayaran tidak valid' },
  hold_not_found: { en: 'The held amount was not found', zh: '未找到冻结金额', ind: 'Dana yang ditahan tidak ditemukan' },
  invalid_record_type: { en: 'Invalid record type', zh: '记录类型无效', ind: 'Jenis catatan tidak valid' },
  invalid_date: { en: 'Invalid date', zh: '日期无效', ind: 'Tanggal tidak valid' },
  invalid_fee_settings: { en: 'The fee settings are out of range', zh: '费用设置超出范围', ind: 'Pengaturan biaya di luar batas' },
  effective_in_past: { en: 'The start time cannot be in the past', zh: '生效时间不能早于现在', ind: 'Waktu mulai tidak boleh di masa lalu' },
  adjustment_not_found: { en: 'Adjustment not found', zh: '调账申请不存在', ind: 'Penyesuaian tidak ditemukan' },
  adjustment_already_reviewed: { en: 'This adjustment has already been reviewed', zh: '该调账申请已审核', ind: 'Penyesuaian ini sudah ditinjau' },
  adjustment_pending_approval: {
    en: 'An adjustment this large needs a second operator: it waits in the adjustments queue',
    zh: '该金额的调账需要另一位运营人员批准，已进入待审核调账列表',
    ind: 'Penyesuaian sebesar ini memerlukan operator kedua: menunggu di antrean penyesuaian',
  },
  invalid_recharge_amount: { en: 'The amount is outside the limits of this method', zh: '金额超出该支付方式的限额', ind: 'Jumlah di luar batas metode ini' },
  too_many_pending_recharges: {
    en: 'You have too many unpaid recharges: pay one or let it expire first',
    zh: '未支付的充值过多：请先支付或等待其过期',
    ind: 'Terlalu banyak isi ulang yang belum dibayar: bayar salah satunya atau tunggu hingga kedaluwarsa',
  },
  recharge_not_found: { en: 'Recharge not found', zh: '充值记录不存在', ind: 'Isi ulang tidak ditemukan' },
  payout_not_found: { en: 'Payout not found', zh: '打款记录不存在', ind: 'Pencairan dana tidak ditemukan' },
  gateway_unavailable: { en: 'The payment service is unavailable, please try again', zh: '支付服务暂不可用，请重试', ind: 'Layanan pembayaran tidak tersedia, silakan coba lagi' },
  payment_failed: { en: 'Payment failed', zh: '支付失败', ind: 'Pembayaran gagal' },
  order_not_payable: { en: 'This order cannot be paid now', zh: '该订单当前无法支付', ind: 'Pesanan ini tidak dapat dibayar sekarang' },
  payment_in_progress: {
    en: 'A payment of this order is waiting: finish it or let it expire',
    zh: '该订单已有待完成的支付：请完成支付或等待其过期',
    ind: 'Pembayaran pesanan ini sedang menunggu: selesaikan atau tunggu hingga kedaluwarsa',
  },
  order_payment_not_found: { en: 'Payment not found', zh: '支付记录不存在', ind: 'Pembayaran tidak ditemukan' },
  invalid_payment_method: { en: 'Please select a payment method', zh: '请选择支付方式', ind: 'Silakan pilih metode pembayaran' },
};
