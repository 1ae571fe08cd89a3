// The platform every micro-frontend builds on. It is shared once per page (a Module Federation
// singleton), and the libraries behind it are reached only through here, so each is bundled
// once and only with the parts some app uses.

export { idParam, Link, matchRoute, navigate, parseRoutePattern, Redirect, returnPath, Route, Router, signInPath, Switch, useLocation, useNavigate, useParams, useRoute, useRouter, useSearch, useSearchParams } from './routing';
export type { NavigateOptions } from './routing';
export type { LayoutName, LocalizedText, PageEntry, PageList } from './pages';

export { changeLocale, createAreaTexts, currentLocale, initI18n, translate, useLocale, useNamespace, useTexts } from './i18n';
export type { TextAt, TextKey, TextsLoader, TypedT } from './i18n';
export { DEFAULT_LOCALE, htmlLang, isLocale, LOCALES, readLocale } from './locale';
export type { Locale } from './locale';

export { PlatformProviders } from './platform';
// Pages change data through useSubmit (@shop/web-core/forms), never useMutation (ESLint enforces it),
// so every mutation carries its intent's idempotency key.
export {
  MutationCache,
  QueryCache,
  QueryClient,
  useInfiniteQuery,
  useIsFetching,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
export type { UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
export type { MutationMeta, QueryMeta } from './mutation-meta';
export { clearToken, IDEMPOTENCY_KEY_HEADER, isNotFound, readToken, storeToken, TRPCClientError, useSignedIn, useTRPC, useTRPCClient } from './trpc';
export { useUiTexts } from './ui-texts';
export { useBrowserValue, useHydrated } from './hydration';
export { QueryBoundary } from './query-boundary';
export { formatDiscount, formatRupiah } from './money';
export { formatCountdown, useSecondsUntil } from './countdown';
export { imageUrlFor, srcSetOf } from './media';
export type { ImageVariants } from './media';
export { hydratePage, PAGE_STATE_ID } from './page-state';
export type { PageState } from './page-state';

export { APP_TOAST_TIMEOUT, COMPONENT_TOAST_TIMEOUT } from './toast-queue';
export type { Toast, ToastAction, ToastColor, ToastInput } from './toast-queue';
export { showToast, toasts, useToasts } from './toasts';

export { ColourModeProvider, useColourMode } from './colour-mode';
export { COLOUR_PREFERENCES } from './colour-mode-rules';
export type { ColourMode, ColourPreference } from './colour-mode-rules';
