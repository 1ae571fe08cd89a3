import { KEYWORD_MAX_LENGTH } from '@shop/contracts/text';
import { Button, Input } from '@shop/ui';
import { Link, QueryBoundary, useNavigate, useSearchParams, useSuspenseQuery, useTRPC } from '@shop/web-core';
import { LoadingState } from '@shop/web-core/forms';
import { Suspense, useState, type FormEvent } from 'react';
import { productListPath } from '../catalog/list-filters';
import { useSearchHistory, type SearchHistory } from '../catalog/search-history';
import { useShopperTexts } from '../i18n';
import '../shopper.css';

/**
 * The search screen: a keyword field (spec §5 "enter keywords" when it is empty) whose placeholder
 * suggests the hottest keyword, the hot keywords and the shopper's search history (remove one,
 * clear all). Searching opens the product list, which keeps the search in the history.
 */
export default function SearchPage() {
  // Without hot keywords (still loading, or failed) the screen works all the same.
  const withoutHot = <SearchScreen hot={[]} />;
  return (
    <QueryBoundary fallback={() => withoutHot}>
      <Suspense fallback={withoutHot}>
        <SearchWithHotKeywords />
      </Suspense>
    </QueryBoundary>
  );
}

function SearchWithHotKeywords() {
  const trpc = useTRPC();
  const { keywords } = useSuspenseQuery(trpc.search.hot.queryOptions()).data;
  return <SearchScreen hot={keywords} />;
}

function SearchScreen({ hot }: { hot: readonly string[] }) {
  const { t } = useShopperTexts('search');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const history = useSearchHistory();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [problem, setProblem] = useState<string>();
  const search = (chosen: string) => navigate(productListPath({ keyword: chosen }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim() === '') setProblem(t('enterKeywords'));
    else search(keyword);
  };
  return (
    <div className="shopper-search">
      <h1 className="ui-visually-hidden">{t('field')}</h1>
      <form role="search" className="shopper-search__form" onSubmit={submit} noValidate>
        <Input
          aria-label={t('field')}
          type="search"
          enterKeyHint="search"
          autoFocus
          placeholder={hot[0] ? t('placeholderHot', { keyword: hot[0] }) : t('placeholder')}
          maxLength={KEYWORD_MAX_LENGTH}
          value={keyword}
          error={problem}
          onChange={(event) => {
            setKeyword(event.target.value);
            setProblem(undefined);
          }}
        />
        <Button type="submit">{t('submit')}</Button>
      </form>
      {hot.length > 0 ? (
        <section aria-labelledby="shopper-search-hot">
          <h2 id="shopper-search-hot">{t('hotTitle')}</h2>
          <ul className="shopper-chips">
            {hot.map((hotKeyword) => (
              <li key={hotKeyword}>
                <Link to={productListPath({ keyword: hotKeyword })} className="shopper-chip">
                  {hotKeyword}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <History history={history} />
    </div>
  );
}

function History({ history }: { history: SearchHistory }) {
  const { t } = useShopperTexts('search');
  const { keywords } = history;
  return (
    <section aria-labelledby="shopper-search-history">
      <div className="shopper-section-head">
        <h2 id="shopper-search-history">{t('historyTitle')}</h2>
        {keywords && keywords.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={history.clear}>
            {t('clearHistory')}
          </Button>
        ) : null}
      </div>
      {keywords === undefined ? (
        <LoadingState />
      ) : keywords.length === 0 ? (
        <p className="shopper-muted">{t('historyEmpty')}</p>
      ) : (
        <ul className="shopper-chips">
          {keywords.map((keyword) => (
            <li key={keyword} className="shopper-chip shopper-chip--removable">
              <Link to={productListPath({ keyword })}>{keyword}</Link>
              <button type="button" className="shopper-chip__remove" aria-label={t('remove', { keyword })} onClick={() => history.forget(keyword)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
