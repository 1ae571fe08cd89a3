import { useCallback } from 'react';
import { useLocation } from 'wouter';

/** Navigation from outside React (the data layer's error rules, for instance). */
export { navigate } from 'wouter/use-browser-location';
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
