/** The spec's local default categories (§3, "category id map"): the catalog's ids for men, cosmetics and digital. */
export const categoryIds = { man: 11_044_364, cosmetics: 29, digital: 36 } as const;

export type CategoryChoice = keyof typeof categoryIds | 'all';

export const categoryChoices: readonly CategoryChoice[] = ['all', 'man', 'cosmetics', 'digital'];

/** The `categoryId` of a catalog search; none for every category. */
export function categoryIdOf(choice: CategoryChoice): number | undefined {
  return choice === 'all' ? undefined : categoryIds[choice];
}
