import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../domain/language.js';

export interface ProductRecord {
  id: number;
  categoryId: number;
  title: string;
  description: string;
  image: string;
  price: number;
  merchantPrice: number;
  discount: number;
  stock: number;
  sales: number;
  views: number;
  createdAt: Date;
}

interface ProductRow {
  id: string;
  category_id: string;
  title: string;
  description: string;
  image: string;
  price: string;
  merchant_price: string;
  discount: number;
  stock: number;
  sales: number;
  views: string;
  created_at: Date;
}

// Listing is the hottest read: one hand-written query on the (category, newest) index.
const selectProducts = `
  select p.id, p.category_id, t.title, t.description, p.image, p.price, p.merchant_price,
         p.discount, p.stock, p.sales, p.views, p.created_at
    from product p
    join product_text t on t.product_id = p.id and t.lang = ?`;

function toRecord(row: ProductRow): ProductRecord {
  return {
    id: Number(row.id),
    categoryId: Number(row.category_id),
    title: row.title,
    description: row.description,
    image: row.image,
    price: Number(row.price),
    merchantPrice: Number(row.merchant_price),
    discount: row.discount,
    stock: row.stock,
    sales: row.sales,
    views: Number(row.views),
    createdAt: new Date(row.created_at),
  };
}

export async function findProductPage(
  em: EntityManager,
  query: { lang: Language; categoryId: number | undefined; limit: number; offset: number },
): Promise<{ items: ProductRecord[]; total: number }> {
  const inCategory = query.categoryId !== undefined;
  const where = inCategory ? 'where p.category_id = ?' : '';
  const filter = inCategory ? [query.categoryId] : [];
  const rows = await em.execute<ProductRow[]>(`${selectProducts} ${where} order by p.created_at desc, p.id desc limit ? offset ?`, [
    query.lang,
    ...filter,
    query.limit,
    query.offset,
  ]);
  const counted = await em.execute<{ total: string }[]>(`select count(*) as total from product p ${where}`, filter);
  return { items: rows.map(toRecord), total: Number(counted[0]?.total ?? 0) };
}

export async function findProduct(em: EntityManager, id: number, lang: Language): Promise<ProductRecord | undefined> {
  const rows = await em.execute<ProductRow[]>(`${selectProducts} where p.id = ?`, [lang, id]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export async function productExists(em: EntityManager, id: number): Promise<boolean> {
  const rows = await em.execute('select 1 from product where id = ?', [id]);
  return rows.length > 0;
}

export async function categoryExists(em: EntityManager, id: number): Promise<boolean> {
  const rows = await em.execute('select 1 from category where id = ?', [id]);
  return rows.length > 0;
}

export async function addView(em: EntityManager, productId: number): Promise<void> {
  await em.execute('update product set views = views + 1 where id = ?', [productId]);
}
