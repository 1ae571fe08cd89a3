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
 * What shoppers write, per language and tone: general enough for any product. One language per
 * review, as its author wrote it; most shoppers here write in Indonesian.
 */
const texts: Record<Language, Record<Tone, readonly string[]>> = {
  ind: {
    praise: [
      'Barang sesuai deskripsi, dikemas rapi. Terima kasih!',
      'Kualitas bagus untuk harganya, pengiriman cepat.',
      'Sudah kedua kalinya beli di sini, tetap puas.',
      'Penjual ramah dan cepat membalas. Rekomended!',
      'Mantap, persis seperti di foto.',
    ],
    mixed: ['Lumayan untuk harganya, tapi pengiriman agak lama.', 'Barang oke, kemasannya bisa lebih baik.', 'Sesuai harga, tidak lebih tidak kurang.'],
    complaint: ['Tidak sesuai foto, saya ajukan retur.', 'Barang datang terlambat dan kardusnya rusak.'],
  },
  en: {
    praise: ['Exactly as described and well packed.', 'Great quality for the price, fast delivery.', 'Second order from this shop, still happy.', 'The seller answered quickly. Recommended!'],
    mixed: ['Decent for the price, but delivery took a while.', 'Fine, although the packaging could be better.'],
    complaint: ['Not like the pictures; I asked for a return.', 'Arrived late with a damaged box.'],
  },
  zh: {
    praise: ['和描述一致，包装很好。', '性价比高，发货很快。', '第二次购买了，依然满意。', '卖家回复很快，推荐！'],
    mixed: ['价格还行，就是物流有点慢。', '东西不错，包装可以再好一点。'],
    complaint: ['和图片不一样，已申请退货。', '到货晚了，盒子也压坏了。'],
  },
};

const authors: Record<Language, readonly string[]> = {
  ind: ['Rina S.', 'Budi P.', 'Dewi A.', 'Agus W.', 'Siti N.', 'Eko H.', 'Putri M.', 'Yusuf R.', 'Ayu L.', 'Fajar K.'],
  en: ['Sarah T.', 'Michael O.', 'Priya K.', 'Daniel W.'],
  zh: ['王女士', '李先生', '陈同学', '林小姐'],
};

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
 * written at a moment between the product's creation and `now`, oldest first.
 */
export function demoReviewsFor(product: { id: number; createdAt: Date }, now: Date): DemoReview[] {
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
