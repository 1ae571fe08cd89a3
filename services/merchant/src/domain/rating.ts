/**
 * A store's rating in hundredths of a star: the average of its order reviews' stars, rounded half
 * up (in integers, so 4.125 stars is 413 exactly); 0 while unrated.
 */
export function storeRating(starsSum: number, reviewCount: number): number {
  if (reviewCount === 0) return 0;
  return Math.floor((200 * starsSum + reviewCount) / (2 * reviewCount));
}
