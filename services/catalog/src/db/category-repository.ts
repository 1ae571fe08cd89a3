import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../domain/language.js';
import type { CatalogDb } from './entities.js';

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/** The category tree with names in `lang`: top-level categories in their order, each with its subcategories. */
export async function findCategoryTree(em: EntityManager, lang: Language): Promise<CategoryNode[]> {
  const rows = await em
    .getKysely<CatalogDb>()
    .selectFrom('category')
    .select(['id', 'parent_id', 'names'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const nodes = new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), name: row.names[lang] ?? row.names.en ?? '', children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(Number(row.id))!;
    const parent = row.parent_id === null ? undefined : nodes.get(Number(row.parent_id));
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
