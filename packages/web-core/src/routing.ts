import { useCallback } from 'react';
import { useLocation } from 'wouter';

/** Navigation from outside React (the data layer's error rules, for instance). */
export { navigate } from 'wouter/use-browser-location';
/** The route pattern parser every router here uses (wouter's default), for matching outside React. */
export { parse as parseRoutePattern } from 'regexparam';
export { Link, matchRoute, Redirect, Route, Router, Switch, useLocation, useParams, useRoute, useRouter, useSearch, useSearchParams } from 'wouter';

export interface NavigateOptions {
  replace?: boolean;
}

/** `navigate('/h5/account')`, or `navigate(-1)` to go back a page. */
export function useNavigate(): (to: string | -1, options?: NavigateOptions) => void {
  const [, setLocation] = useLocation();
  return useCallback(
    (to, options) => {
      if (to === -1) history.back();
      else setLocation(to, options);
    },
    [setLocation],
  );
}

const SIGN_IN = '/h5/signin';

/**
 * Where to sign in, coming back to `returnTo` (the current page, with its query) afterwards. On
 * the sign-in page already, it stays as it is, keeping the page it will return to.
 */
export function signInPath(returnTo: string): string {
  if (returnTo.startsWith(SIGN_IN)) return returnTo;
  return returnTo === '/' ? SIGN_IN : `${SIGN_IN}?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * The page to return to after signing in: the `redirect` the sign-in link carried when it is a
 * path on this site (never another origin), else the account page.
 */
export function returnPath(redirect: string | null | undefined): string {
  return redirect && redirect.startsWith('/h5') && !redirect.startsWith('//') && !redirect.includes('\\') ? redirect : '/h5/account';
}

/** A record's id from a route parameter or query value (`/shop/7`, `?store=7`): a positive whole number, else undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return /^\d+$/.test(value ?? '') && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
