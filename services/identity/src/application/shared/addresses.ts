import type { EntityManager } from '@mikro-orm/postgresql';
import { addressProblem, normalizePhone, type AddressFields, identityReasons } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { resolveArea, type AreaDirectory } from '../../domain/area.js';
import { chooseDefault, type AddressSummary } from '../../domain/default-address.js';
import { makeDefault } from '../../db/address-repository.js';
import type { AddressRecord } from '../../db/entities.js';
import { rejectProblem } from './validation.js';

/** An address as callers see it: the stored fields plus the area names. */
export type AddressView = AddressRecord & {
  provinceName: string;
  cityName: string;
  districtName: string;
};

/** The form's rules, then the area chain (district in city in province); answers the stored spelling. */
export function checkAddress(input: AddressFields | undefined, areas: AreaDirectory): AddressFields {
  if (!input) throw new AppError('INVALID_ARGUMENT', 'address_required');
  const problem = addressProblem(input);
  if (problem) rejectProblem(problem.problem, problem.field);
  if (!resolveArea(areas, input)) rejectProblem('invalid_area', 'districtCode');
  return {
    recipientName: input.recipientName.trim(),
    phone: normalizePhone(input.phone)!,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    districtCode: input.districtCode,
    detail: input.detail.trim(),
  };
}

export function toAddressView(address: AddressRecord, areas: AreaDirectory): AddressView {
  const area = resolveArea(areas, address);
  return { ...address, provinceName: area?.province.name ?? '', cityName: area?.city.name ?? '', districtName: area?.district.name ?? '' };
}

/** Applies the one-default rule after a change; `requested` is the address the user asked for. */
export async function settleDefault(em: EntityManager, userId: string, addresses: readonly AddressSummary[], requested?: number): Promise<void> {
  const id = chooseDefault(addresses, requested);
  if (id !== undefined) await makeDefault(em, userId, id);
}

export function addressNotFound(): AppError {
  return new AppError('NOT_FOUND', identityReasons.addressNotFound);
}
