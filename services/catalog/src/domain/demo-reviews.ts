import type { Language } from './language.js';
import { seededRandom } from './seeded-random.js';

export const MAX_DEMO_REVIEWS = 12;

export interface DemoReview {
  authorName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  lang: Language;
  createdAt: Date;
}

type Tone = 'praise' | 'mixed' | 'complaint';

/**
 * What demo reviews say (`data/demo-review-texts.json`): per language, texts by tone (praise for
 * 4-5 stars, mixed for 3, complaints for 1-2), general enough for any product, and the names of
 * the authors shown.
 */
export interface DemoReviewTexts {
  texts: Record<Language, Record<Tone, readonly string[]>>;
  authors: Record<Language, readonly string[]>;
}

function toneOf(rating: number): Tone {
  return rating >= 4 ? 'praise' : rating === 3 ? 'mixed' : 'complaint';
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Mostly 4 and 5 stars, as marketplaces see: 1★ 4 %, 2★ 6 %, 3★ 15 %, 4★ 35 %, 5★ 40 %. */
function ratingFrom(draw: number): DemoReview['rating'] {
  return draw < 0.04 ? 1 : draw < 0.1 ? 2 : draw < 0.25 ? 3 : draw < 0.6 ? 4 : 5;
}

function languageFrom(draw: number): Language {
  return draw < 0.6 ? 'ind' : draw < 0.85 ? 'en' : 'zh';
}

/**
 * The demo reviews of one product: 0 to 12, the same for the same product id and instants, each
 * written at a moment between the product's creation and `now`, oldest first. One language per
 * review, as its author wrote it (most shoppers here write in Indonesian); its text and author
 * are picked from the texts and authors given (`DemoReviewTexts`).
 */
export function demoReviewsFor(product: { id: number; createdAt: Date }, now: Date, { texts, authors }: DemoReviewTexts): DemoReview[] {
  const random = seededRandom(product.id * 2_246_822_519);
  const count = Math.floor(random() * (MAX_DEMO_REVIEWS + 1));
  const span = Math.max(now.getTime() - product.createdAt.getTime(), 0);
  const reviews = Array.from({ length: count }, (): DemoReview => {
    const rating = ratingFrom(random());
    const lang = languageFrom(random());
    return {
      authorName: pick(random, authors[lang]),
      rating,
      text: pick(random, texts[lang][toneOf(rating)]),
      lang,
      createdAt: new Date(product.createdAt.getTime() + Math.floor(random() * span)),
    };
  });
  return reviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
