import { describe, expect, it } from '@jest/globals';
import { demoProducts, demoReviewTexts, generatedProductWords } from '../../src/db/demo-data.js';
import { topCategoryIds } from '../../src/domain/categories.js';

describe('the demo data files', () => {
  it('hold 16 demo products in each top-level category', () => {
    const products = demoProducts();
    expect(products).toHaveLength(48);
    for (const categoryId of topCategoryIds) expect(products.filter((product) => product.categoryId === categoryId)).toHaveLength(16);
    // Read once per process.
    expect(demoProducts()).toBe(products);
  });

  it('hold review texts for every tone and the words of generated products in every language', () => {
    const { texts, authors } = demoReviewTexts();
    for (const lang of ['en', 'zh', 'ind'] as const) {
      expect(authors[lang].length).toBeGreaterThan(0);
      expect(Object.keys(texts[lang]).sort()).toEqual(['complaint', 'mixed', 'praise']);
    }
    expect(generatedProductWords().kinds.length).toBeGreaterThan(30);
  });
});
