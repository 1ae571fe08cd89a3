import type { CatalogReason } from '@shop/contracts';
import type { Translations } from '../translations.js';

/** Products, categories, and shoppers' collections. */
export const catalogMessages: Record<CatalogReason, Translations> = {
  invalid_page: { en: 'Invalid page number', zh: '页码无效', ind: 'Nomor halaman tidak valid' },
  invalid_page_size: { en: 'Invalid page size', zh: '每页数量无效', ind: 'Ukuran halaman tidak valid' },
  category_not_found: { en: 'Category not found', zh: '分类不存在', ind: 'Kategori tidak ditemukan' },
  invalid_product_id: { en: 'Invalid product', zh: '商品无效', ind: 'Produk tidak valid' },
  product_not_found: { en: 'Product not found', zh: '商品不存在', ind: 'Produk tidak ditemukan' },
  invalid_store_id: { en: 'Invalid store', zh: '店铺无效', ind: 'Toko tidak valid' },
  invalid_keyword: { en: 'The keyword is too long', zh: '关键词过长', ind: 'Kata kunci terlalu panjang' },
  invalid_price_range: { en: 'Invalid price range', zh: '价格区间无效', ind: 'Rentang harga tidak valid' },
  invalid_category_id: { en: 'Invalid category', zh: '分类无效', ind: 'Kategori tidak valid' },
  collection_full: {
    en: 'Your collection is full; remove a product to add another',
    zh: '收藏夹已满，请先移除一些商品',
    ind: 'Koleksi Anda penuh; hapus produk lain untuk menambahkan',
  },
  too_many_items: { en: 'Too many items at once', zh: '一次的商品过多', ind: 'Terlalu banyak barang sekaligus' },
};
