import type { Language } from './language.js';
import { subcategories, type SubcategoryId } from './categories.js';
import { seededRandom } from './seeded-random.js';

/** A word in the three languages. */
type Words = Record<Language, string>;

/**
 * What the generated catalog is made of (`data/generated-product-words.json`): kinds of item
 * (a subcategory, a name, a typical price in whole rupiah), colours, qualities, and the starts
 * and ends of fictional brand names. Their order is part of what a number makes.
 */
export interface GeneratedProductWords {
  kinds: readonly { subcategoryId: SubcategoryId; name: Words; price: number }[];
  colours: readonly Words[];
  qualities: readonly Words[];
  brandParts: readonly string[];
  brandEnds: readonly string[];
}

/** A product the generator makes: everything the catalog stores, texts in three languages. */
export interface GeneratedProduct {
  slug: string;
  categoryId: number;
  subcategoryId: number;
  price: number;
  merchantPrice: number;
  discount: number;
  stock: number;
  sales: number;
  /** How long before the generation's moment it was added (ms). */
  ageMs: number;
  texts: Record<Language, { title: string; description: string }>;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const parentOf = new Map<number, number>(subcategories.map((category) => [category.id, category.parentId]));
const YEAR_MS = 365 * 86_400_000;

/**
 * Generated product number `n` (from 1): a kind of item by a fictional brand, in a colour and a
 * quality (from the words given), priced around its kind's price, with sales spread over orders of
 * magnitude (a few best sellers, a long tail). The same `n` and words always give the same product.
 */
export function generatedProduct(n: number, { kinds, colours, qualities, brandParts, brandEnds }: GeneratedProductWords): GeneratedProduct {
  // The same product for the same number, on every machine.
  const random = seededRandom(n * 2_654_435_761);
  const kind = pick(random, kinds);
  const colour = pick(random, colours);
  const quality = pick(random, qualities);
  const brand = `${pick(random, brandParts)}${pick(random, brandEnds)}`;
  const model = `${String.fromCharCode(65 + Math.floor(random() * 26))}${1 + Math.floor(random() * 99)}`;
  const price = Math.max(1_000, Math.round((kind.price * (0.5 + random() * 1.5)) / 500) * 500);
  const texts = {
    en: {
      title: `${brand} ${kind.name.en} ${model} ${quality.en} ${colour.en}`,
      description: `${quality.en} ${kind.name.en.toLowerCase()} by ${brand}, model ${model}, in ${colour.en.toLowerCase()}. Shipped from Indonesia with a 7-day return.`,
    },
    zh: {
      title: `${brand} ${quality.zh}${colour.zh}${kind.name.zh} ${model}`,
      description: `${brand} 出品的${quality.zh}${kind.name.zh}，型号 ${model}，${colour.zh}。印度尼西亚发货，7 天退货。`,
    },
    ind: {
      title: `${kind.name.ind} ${brand} ${model} ${quality.ind} ${colour.ind}`,
      description: `${kind.name.ind} ${quality.ind.toLowerCase()} dari ${brand}, model ${model}, warna ${colour.ind.toLowerCase()}. Dikirim dari Indonesia, retur 7 hari.`,
    },
  };
  return {
    slug: `gen-${n}`,
    categoryId: parentOf.get(kind.subcategoryId)!,
    subcategoryId: kind.subcategoryId,
    price,
    merchantPrice: Math.round(price * (0.55 + random() * 0.25)),
    discount: random() < 0.4 ? 5 * (1 + Math.floor(random() * 10)) : 0,
    stock: Math.floor(random() * 500),
    sales: Math.floor(Math.pow(20_000, random())) - 1,
    ageMs: Math.floor(random() * 2 * YEAR_MS),
    texts,
  };
}
