import { describe, expect, it } from '@jest/globals';
import { subcategories } from '../../src/domain/categories.js';
import { generatedProductWords } from '../../src/db/demo-data.js';
import { generatedProduct as productWith } from '../../src/domain/generated-products.js';
import { searchTerms } from '../../src/domain/search.js';

/** Generated product n with the words of data/generated-product-words.json, as seed:catalog makes it. */
const generatedProduct = (n: number) => productWith(n, generatedProductWords());

describe('generated products', () => {
  it('are the same for the same number, and differ between numbers', () => {
    expect(generatedProduct(42)).toEqual(generatedProduct(42));
    const titles = new Set(Array.from({ length: 1_000 }, (_, i) => generatedProduct(i + 1).texts.en.title));
    expect(titles.size).toBeGreaterThan(990);
  });

  it('are sellable products of a subcategory under its top-level category, with texts in three languages', () => {
    for (let n = 1; n <= 500; n++) {
      const product = generatedProduct(n);
      expect(subcategories.find((category) => category.id === product.subcategoryId)?.parentId).toBe(product.categoryId);
      expect(product.merchantPrice).toBeLessThan(product.price);
      expect(product.discount % 5).toBe(0);
      expect(product.discount).toBeLessThanOrEqual(50);
      expect(product.sales).toBeGreaterThanOrEqual(0);
      for (const lang of ['en', 'zh', 'ind'] as const) expect(searchTerms(lang, product.texts[lang].title)).not.toBe('');
    }
  });
});
