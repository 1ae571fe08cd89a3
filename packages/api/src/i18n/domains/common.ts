import type { CommonReason } from '@shop/contracts';
import type { Translations } from '../translations.js';

/** Reasons any service may give (service-kit). */
export const commonMessages: Record<CommonReason, Translations> = {
  invalid_request_id: { en: 'Invalid request id', zh: '请求编号无效', ind: 'ID permintaan tidak valid' },
  invalid_idempotency_key: { en: 'Invalid idempotency key', zh: '幂等键无效', ind: 'Kunci idempotensi tidak valid' },
};
