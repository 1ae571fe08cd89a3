import {
  clearToken,
  Redirect,
  returnPath,
  signInPath,
  storeToken,
  useLocation,
  useNavigate,
  useSearch,
  useSearchParams,
  useSignedIn,
} from '@shop/web-core';
import type { ReactNode } from 'react';
import { LoadingState } from './Loaded';

/** After sign-in or sign-up: keep the token and go back to the page that sent the user here. */
export function useStartSession(): (session: { token: string }) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return ({ token }) => {
    storeToken(token);
    // Replace the sign-in page in the history, so Back does not return to it.
    navigate(returnPath(params.get('redirect')), { replace: true });
  };
}

/** After sign-out: forget the token (the platform drops the session's data with it), then go home. */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  return () => {
    clearToken();
    navigate('/h5');
  };
}

/** `path` with this page's query: the sign-in pages hand the `redirect` on to one another. */
export function useWithQuery(): (path: string) => string {
  const search = useSearch();
  return (path) => (search ? `${path}?${search}` : path);
}

/**
 * A page for signed-in shoppers. Without a stored token there is nothing to ask the server, so
 * the visitor goes straight to sign-in (and comes back afterwards); a stored token that is no
 * longer valid is caught by the data layer's UNAUTHORIZED rule instead. The server, which never
 * sees the token, renders the placeholder and the browser fills the page in.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const [path] = useLocation();
  const currentPage = useWithQuery()(path);
  if (signedIn === undefined) return <LoadingState />;
  return signedIn ? children : <Redirect to={signInPath(currentPage)} replace />;
}
