import { identityReasons } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import { childrenOf, type Area, type AreaDirectory } from '../../domain/area.js';

/** The picker's next column: provinces, a province's cities/regencies or a city's districts. */
export function listAreas(areas: AreaDirectory, parentCode: string): readonly Area[] {
  const children = childrenOf(areas, parentCode);
  if (!children) throw new AppError('NOT_FOUND', identityReasons.areaNotFound);
  return children;
}
