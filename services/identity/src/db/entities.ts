import { defineEntity, p } from '@mikro-orm/core';

export const PlatformConfigRow = defineEntity({
  name: 'PlatformConfigRow',
  tableName: 'platform_config',
  properties: {
    platformCode: p.integer().primary(),
    title: p.string(),
    desc: p.string(),
    logo: p.string(),
    currencySymbol: p.string().nullable(),
    countryId: p.integer().nullable(),
    countryMobilePrefix: p.string().nullable(),
    locale: p.string().nullable(),
    categoryIds: p.json<Record<string, number>>().nullable(),
    updatedAt: p.datetime(),
  },
});

export const entities = [PlatformConfigRow];
