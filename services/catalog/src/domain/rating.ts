/** How many reviews gave 1, 2, 3, 4 and 5 stars. */
export type StarCounts = readonly [number, number, number, number, number];

export const NO_STARS: StarCounts = [0, 0, 0, 0, 0];

export interface RatingSummary {
  reviewCount: number;
  /** The average rating in tenths of a star (4.6 stars is 46), rounded half up; 0 without reviews. */
  averageTenths: number;
  starCounts: StarCounts;
}

/** The count and average that follow from the star counts (kept per product, so they always agree). */
export function ratingSummary(starCounts: StarCounts): RatingSummary {
  const reviewCount = starCounts.reduce((sum, count) => sum + count, 0);
  const ratingSum = starCounts.reduce((sum, count, index) => sum + count * (index + 1), 0);
  // Integers only: tenths = round(10 × sum / count), half up.
  const averageTenths = reviewCount === 0 ? 0 : Math.floor((20 * ratingSum + reviewCount) / (2 * reviewCount));
  return { reviewCount, averageTenths, starCounts };
}
