import { identityReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { mergeOverDefaults, type PlatformSettings } from '../domain/platform-config.js';
import { PlatformConfigRow } from '../db/entities.js';

export const getPlatformConfig = defineQuery('GetPlatformConfig', async ({ em }, { platformCode }: { platformCode: number }): Promise<PlatformSettings> => {
  if (!Number.isInteger(platformCode) || platformCode <= 0) throw new AppError('INVALID_ARGUMENT', identityReasons.invalidPlatformCode);
  const row = await em.findOne(PlatformConfigRow, { platformCode });
  if (!row) throw new AppError('NOT_FOUND', identityReasons.platformNotFound, `platform ${platformCode} is not configured`);
  return mergeOverDefaults({
    platformCode: row.platformCode,
    title: row.title,
    desc: row.desc,
    logo: row.logo,
    ...(row.currencySymbol ? { currencySymbol: row.currencySymbol } : {}),
    ...(row.countryId ? { countryId: row.countryId } : {}),
    ...(row.countryMobilePrefix ? { countryMobilePrefix: row.countryMobilePrefix } : {}),
    ...(row.locale ? { locale: row.locale as PlatformSettings['locale'] } : {}),
    ...(row.categoryIds ? { categoryIds: row.categoryIds } : {}),
  });
});
