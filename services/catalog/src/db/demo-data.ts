import { onFirstUse, readDataFile } from '@shop/service-kit';
import { z } from 'zod';
import { subcategories, type SubcategoryId } from '../domain/categories.js';
import type { DemoReviewTexts } from '../domain/demo-reviews.js';
import type { GeneratedProductWords } from '../domain/generated-products.js';

/**
 * The demo data, kept as JSON in the package's `data/` folder (shipped beside `dist/`), read and
 * checked on first use: a file that does not fit fails with its name and what is wrong. What is
 * drawn from it (which reviews a product gets, the generated products) stays in `domain/`, which
 * is handed the data and reads no file.
 */
const dataFile = (name: string) => new URL(`../../data/${name}`, import.meta.url);

// Checked, never changed: a blank text is refused, not trimmed.
const text = z.string().regex(/\S/, 'blank');
const inEveryLanguage = <T extends z.ZodType>(value: T) => z.strictObject({ en: value, zh: value, ind: value });
const subcategoryId = z.literal(subcategories.map((category): SubcategoryId => category.id), { error: 'not a subcategory of domain/categories.ts' });
const parentOf = new Map<number, number>(subcategories.map((category) => [category.id, category.parentId]));
const rupiah = z.number().int().positive();

const demoProductSchema = z
  .strictObject({
    /** Stable slug, unique, kebab-case ascii. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case ascii'),
    categoryId: z.union([z.literal(11_044_364), z.literal(29), z.literal(36)]),
    /** Its subcategory within `categoryId` (domain/categories.ts). */
    subcategoryId,
    /** Whole rupiah sale price. */
    price: rupiah,
    /** Whole rupiah goods cost paid by the merchant; always below price (typically 55-80 % of it). */
    merchantPrice: rupiah,
    /** Percent off shown to shoppers. */
    discount: z.number().int().min(0).max(50),
    stock: z.number().int().min(0),
    sales: z.number().int().min(0),
    texts: inEveryLanguage(z.strictObject({ title: text, description: text })),
  })
  .refine((product) => parentOf.get(product.subcategoryId) === product.categoryId, { path: ['subcategoryId'], error: 'not a subcategory of categoryId' })
  .refine((product) => product.merchantPrice < product.price, { path: ['merchantPrice'], error: 'not below price' });

export type DemoProduct = z.infer<typeof demoProductSchema>;

/**
 * The demo catalog (`data/demo-products.json`): 16 products in each of the three top-level
 * categories, seeded in this order. Prices in whole rupiah; brand names are fictional.
 */
export const demoProducts = onFirstUse(() =>
  readDataFile(
    dataFile('demo-products.json'),
    z.array(demoProductSchema).superRefine((products, ctx) => {
      const seen = new Set<string>();
      for (const [index, { slug }] of products.entries()) {
        if (seen.has(slug)) ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `${slug} is listed twice` });
        seen.add(slug);
      }
    }),
  ),
);

const lines = z.array(text).min(1);

/** What demo reviews say (`data/demo-review-texts.json`; see `DemoReviewTexts`). */
export const demoReviewTexts = onFirstUse((): DemoReviewTexts =>
  readDataFile(
    dataFile('demo-review-texts.json'),
    z.strictObject({ texts: inEveryLanguage(z.strictObject({ praise: lines, mixed: lines, complaint: lines })), authors: inEveryLanguage(lines) }),
  ),
);

const words = inEveryLanguage(text);

/**
 * What the generated catalog is made of (`data/generated-product-words.json`; see
 * `GeneratedProductWords`): a few kinds of item per subcategory, named as shoppers search them;
 * fictional brand names, Indonesian in flavour, used as they are in every language.
 */
export const generatedProductWords = onFirstUse((): GeneratedProductWords =>
  readDataFile(
    dataFile('generated-product-words.json'),
    z.strictObject({
      kinds: z.array(z.strictObject({ subcategoryId, name: words, price: rupiah })).min(1),
      colours: z.array(words).min(1),
      qualities: z.array(words).min(1),
      brandParts: lines,
      brandEnds: lines,
    }),
  ),
);
