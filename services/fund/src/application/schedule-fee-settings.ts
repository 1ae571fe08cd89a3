import { fundReasons } from '@shop/contracts';
import { AppError, defineCommand, plainRecord, recordAudit } from '@shop/service-kit';
import { type AuditAction, type FeeSettingsRecord, FeeSettingsVersion } from '../db/entities.js';
import { nextFeeVersion } from '../db/fee-settings-repository.js';
import { feeValuesProblem, type FeeValues } from '../domain/fees.js';
import { parseInstant } from '../domain/instant.js';
import { userOf } from './shared/callers.js';

/**
 * Operator: a new fee settings version, in effect from now (empty) or a future instant; the
 * versions before it keep applying until then. Audited.
 */
export const scheduleFeeSettings = defineCommand(
  'ScheduleFeeSettings',
  async ({ em, now, caller }, request: FeeValues & { effectiveAt: string }): Promise<FeeSettingsRecord> => {
    const actorId = userOf(caller);
    const effectiveAt = request.effectiveAt === '' ? now : parseInstant(request.effectiveAt);
    if (!effectiveAt) throw new AppError('INVALID_ARGUMENT', fundReasons.invalidDate, 'invalid effectiveAt', { field: 'effectiveAt' });
    if (effectiveAt.getTime() < now.getTime()) throw new AppError('INVALID_ARGUMENT', fundReasons.effectiveInPast, 'effectiveAt is in the past', { field: 'effectiveAt' });
    const { serviceFeeBp, shippingFee, vatBp, withdrawalFeeBp, withdrawalFeeMin } = request;
    const values = { serviceFeeBp, shippingFee, vatBp, withdrawalFeeBp, withdrawalFeeMin };
    const problem = feeValuesProblem(values);
    if (problem) throw new AppError('INVALID_ARGUMENT', problem.problem, `invalid ${problem.field}`, { field: problem.field });
    const version = await nextFeeVersion(em);
    const settings = em.create(FeeSettingsVersion, { version, effectiveAt, ...values, scheduledBy: actorId, scheduledAt: now });
    recordAudit<AuditAction>(em, { actorId, action: 'fees.scheduled', subject: `fees:${version}`, reason: '' }, now);
    return plainRecord(settings);
  },
);
