import { describe, expect, it } from '@jest/globals';
import { priceRangeProblem, searchQuery, searchTerms, sortValueKind } from '../../src/domain/search.js';

describe('search terms', () => {
  it('are the folded words of English and Indonesian texts, punctuation splitting them', () => {
    expect(searchTerms('en', 'Canvas Backpack Laptop 15.6 inch, USB-C')).toBe('canvas backpack laptop 15 6 inch usb c');
    expect(searchTerms('ind', 'Kemeja  BATIK Motif Parang')).toBe('kemeja batik motif parang');
    expect(searchTerms('ind', 'Kafé ÁNDA')).toBe('kafe anda');
  });

  it('split Chinese into character pairs and keep the Latin words inside it', () => {
    expect(searchTerms('zh', '巴迪克短袖衬衫 Parang 纹样')).toBe('巴迪 迪克 克短 短袖 袖衬 衬衫 parang 纹样');
    expect(searchTerms('zh', '纯棉Polo衫')).toBe('纯棉 polo 衫');
    expect(searchTerms('zh', '！？')).toBe('');
  });
});

describe('search queries', () => {
  it('need every term as a whole word, anywhere or in the title', () => {
    expect(searchQuery('en', 'batik shirt')).toEqual({ anywhere: "'batik' & 'shirt'", inTitle: "'batik':A & 'shirt':A" });
    expect(searchQuery('ind', 'kemeja')).toEqual({ anywhere: "'kemeja'", inTitle: "'kemeja':A" });
  });

  it('are undefined without a term, and never carry quotes or operators from the keyword', () => {
    expect(searchQuery('en', '  ,.!  ')).toBeUndefined();
    expect(searchQuery('en', "o'neil & | ! :* <->")?.anywhere).toBe("'o' & 'neil'");
  });

  it('find Chinese by character pairs; one character by the pairs it starts', () => {
    expect(searchQuery('zh', '衬衫')?.anywhere).toBe("'衬衫'");
    expect(searchQuery('zh', '短袖衬衫')?.anywhere).toBe("'短袖' & '袖衬' & '衬衫'");
    expect(searchQuery('zh', '衫')).toEqual({ anywhere: "'衫':*", inTitle: "'衫':*A" });
  });

  it('keep at most eight distinct terms', () => {
    expect(searchQuery('en', 'a b c d e f g h i j a')?.anywhere.split(' & ')).toHaveLength(8);
    expect(searchQuery('en', 'tas tas tas')?.anywhere).toBe("'tas'");
  });
});

describe('price ranges and orders', () => {
  it('allow open bounds and refuse a reversed or negative range', () => {
    expect(priceRangeProblem(0, 0)).toBe(false);
    expect(priceRangeProblem(10_000, 0)).toBe(false);
    expect(priceRangeProblem(10_000, 10_000)).toBe(false);
    expect(priceRangeProblem(20_000, 10_000)).toBe(true);
    expect(priceRangeProblem(-1, 0)).toBe(true);
    expect(priceRangeProblem(1.5, 0)).toBe(true);
  });

  it('page newest by an instant and the rest by a number', () => {
    expect(sortValueKind('newest')).toBe('instant');
    expect(sortValueKind('price_desc')).toBe('number');
  });
});
