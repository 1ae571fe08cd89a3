/**
 * The category tree below the spec's three top-level categories (men 11044364, cosmetics 29,
 * digital 36): one level of subcategories, each under exactly one of them. A product belongs to a
 * top-level category and, within it, to one subcategory.
 */
export const subcategories = [
  { id: 1101, parentId: 11044364, key: 'man-tops', names: { en: 'Shirts & Tops', zh: '衬衫上衣', ind: 'Kemeja & Atasan' } },
  { id: 1102, parentId: 11044364, key: 'man-bottoms', names: { en: 'Trousers & Sarongs', zh: '裤装纱笼', ind: 'Celana & Sarung' } },
  { id: 1103, parentId: 11044364, key: 'man-outerwear', names: { en: 'Jackets', zh: '夹克外套', ind: 'Jaket' } },
  { id: 1104, parentId: 11044364, key: 'man-shoes', names: { en: 'Shoes', zh: '鞋履', ind: 'Sepatu' } },
  { id: 1105, parentId: 11044364, key: 'man-accessories', names: { en: 'Bags & Accessories', zh: '包袋配饰', ind: 'Tas & Aksesori' } },
  { id: 2901, parentId: 29, key: 'skincare', names: { en: 'Skincare', zh: '护肤', ind: 'Perawatan Wajah' } },
  { id: 2902, parentId: 29, key: 'makeup', names: { en: 'Makeup', zh: '彩妆', ind: 'Makeup' } },
  { id: 2903, parentId: 29, key: 'fragrance', names: { en: 'Fragrance', zh: '香水香氛', ind: 'Parfum' } },
  { id: 2904, parentId: 29, key: 'haircare', names: { en: 'Hair Care', zh: '护发', ind: 'Perawatan Rambut' } },
  { id: 3601, parentId: 36, key: 'phones', names: { en: 'Phones', zh: '手机', ind: 'Ponsel' } },
  { id: 3602, parentId: 36, key: 'audio', names: { en: 'Audio', zh: '影音', ind: 'Audio' } },
  { id: 3603, parentId: 36, key: 'power', names: { en: 'Chargers & Power Banks', zh: '充电电源', ind: 'Charger & Power Bank' } },
  { id: 3604, parentId: 36, key: 'wearables', names: { en: 'Wearables', zh: '智能穿戴', ind: 'Perangkat Wearable' } },
  { id: 3605, parentId: 36, key: 'computer-accessories', names: { en: 'Computer Accessories', zh: '电脑配件', ind: 'Aksesori Komputer' } },
] as const;

export type SubcategoryId = (typeof subcategories)[number]['id'];

/** The spec's top-level categories (§3 "category id map"), in the catalog's first migration. */
export const topCategoryIds: readonly number[] = [11_044_364, 29, 36];

/** Whether an id is a top-level category or a subcategory; undefined for no category. */
export function categoryLevel(id: number): 'top' | 'sub' | undefined {
  if (topCategoryIds.includes(id)) return 'top';
  return subcategories.some((category) => category.id === id) ? 'sub' : undefined;
}
