import { Link, QueryBoundary, useQueryClient, useSearchParams, useSuspenseQuery, useTRPC } from '@shop/web-core';
import { LoadFailed } from '@shop/web-core/forms';
import { productListPath } from '../catalog/list-filters';
import { SearchField } from '../catalog/SearchField';
import { useShopperTexts } from '../i18n';
import '../shopper.css';

/**
 * The category tree: the top-level categories down the side, the chosen one's subcategories beside
 * them (`?top=` names the chosen one, so the back button returns to it); each opens the product list.
 */
export default function CategoryPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (
    <div className="shopper-category">
      <SearchField />
      <QueryBoundary onRetry={() => void queryClient.resetQueries(trpc.category.tree.pathFilter())} fallback={(_error, retry) => <LoadFailed retry={retry} />}>
        <CategoryTree />
      </QueryBoundary>
    </div>
  );
}

function CategoryTree() {
  const { t } = useShopperTexts('search');
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const { categories } = useSuspenseQuery(trpc.category.tree.queryOptions()).data;
  const chosen = categories.find((category) => String(category.id) === params.get('top')) ?? categories[0];
  return (
    <>
      <h1 className="ui-visually-hidden">{t('categoriesTitle')}</h1>
      <div className="shopper-category__tree">
        <nav aria-label={t('categoriesTitle')}>
          <ul className="shopper-category__tops">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={`/h5/category?top=${category.id}`} replace aria-current={category === chosen ? 'true' : undefined} className="shopper-category__top">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {chosen ? (
          <section aria-labelledby="shopper-category-chosen" className="shopper-category__panel">
            <h2 id="shopper-category-chosen">{chosen.name}</h2>
            <Link to={productListPath({ categoryId: chosen.id })} className="shopper-category__all">
              {t('allIn', { name: chosen.name })}
            </Link>
            <ul className="shopper-category__subs" aria-label={t('categoryList', { name: chosen.name })}>
              {chosen.children.map((child) => (
                <li key={child.id}>
                  <Link to={productListPath({ categoryId: child.id })} className="shopper-category__sub">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
