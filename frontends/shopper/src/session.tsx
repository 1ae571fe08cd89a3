import {
  clearToken,
  Redirect,
  returnPath,
  signInPath,
  storeToken,
  useLocation,
  useNavigate,
  useQueryClient,
  useSearch,
  useSearchParams,
  useSignedIn,
  useTRPC,
} from '@shop/web-core';
import type { ReactNode } from 'react';

/**
 * Drops what was fetched for the previous session. Queries are not refetched on mount (the
 * platform's data rule), so a cached answer would otherwise outlive the session it belongs to.
 * Every query that depends on who is signed in is listed here.
 */
function useForgetSessionData(): () => void {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return () => {
    queryClient.removeQueries(trpc.user.me.queryFilter());
    queryClient.removeQueries(trpc.address.pathFilter());
  };
}

/** After sign-in or sign-up: keep the token and go back to the page that sent the user here. */
export function useStartSession(): (session: { token: string }) => void {
  const forgetSessionData = useForgetSessionData();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return ({ token }) => {
    storeToken(token);
    forgetSessionData();
    // Replace the sign-in page in the history, so Back does not return to it.
    navigate(returnPath(params.get('redirect')), { replace: true });
  };
}

/** After sign-out: forget the token and the user's data, then go home. */
export function useEndSession(): () => void {
  const forgetSessionData = useForgetSessionData();
  const navigate = useNavigate();
  return () => {
    clearToken();
    forgetSessionData();
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
 * longer valid is caught by the data layer's UNAUTHORIZED rule instead.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const [path] = useLocation();
  const currentPage = useWithQuery()(path);
  return signedIn ? children : <Redirect to={signInPath(currentPage)} replace />;
}
