import { KEYWORD_MAX_LENGTH } from '@shop/contracts/text';
import { Button, Input } from '@shop/ui';
import { Link, QueryBoundary, useNavigate, useSearchParams, useSuspenseQuery, useTRPC } from '@shop/web-core';
import { LoadingState } from '@shop/web-core/forms';
import { Suspense, useState, type FormEvent } from 'react';
import { productListPath } from '../catalog/list-filters';
import { useSearchHistory } from '../catalog/search-history';
import { useShopperTexts } from '../i18n';
import '../shopper.css';

/**
 * The search screen: a keyword field (spec §5 "enter keywords" when it is empty), the hot keywords
 * and the shopper's search history (remove one, clear all). Searching opens the product list.
 */
export default function SearchPage() {
  const { t } = useShopperTexts('search');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const history = useSearchHistory();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [problem, setProblem] = useState<string>();
  const search = (chosen: string) => {
    const trimmed = chosen.trim();
    if (trimmed === '') {
      setProblem(t('enterKeywords'));
      return;
    }
    history.remember(trimmed);
    navigate(productListPath({ keyword: trimmed }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword);
  };
  return (
    <div className="shopper-search">
      <form role="search" className="shopper-search__form" onSubmit={submit} noValidate>
        <Input
          aria-label={t('field')}
          type="search"
          enterKeyHint="search"
          autoFocus
          placeholder={t('placeholder')}
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
      <QueryBoundary fallback={() => null}>
        <Suspense fallback={<LoadingState />}>
          <HotKeywords onChoose={search} />
        </Suspense>
      </QueryBoundary>
      <History history={history} onChoose={search} />
    </div>
  );
}

function HotKeywords({ onChoose }: { onChoose: (keyword: string) => void }) {
  const { t } = useShopperTexts('search');
  const trpc = useTRPC();
  const { keywords } = useSuspenseQuery(trpc.search.hot.queryOptions()).data;
  if (keywords.length === 0) return null;
  return (
    <section aria-labelledby="shopper-search-hot">
      <h2 id="shopper-search-hot">{t('hotTitle')}</h2>
      <ul className="shopper-chips">
        {keywords.map((keyword) => (
          <li key={keyword}>
            <button type="button" className="shopper-chip" onClick={() => onChoose(keyword)}>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function History({ history, onChoose }: { history: ReturnType<typeof useSearchHistory>; onChoose: (keyword: string) => void }) {
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
              <Link to={productListPath({ keyword })} onClick={(event) => (event.preventDefault(), onChoose(keyword))}>
                {keyword}
              </Link>
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
