import { useLocation, useNavigate } from '@shop/web-core';
import { notFoundError } from '../lib/error-screen';
import { ErrorScreen } from './ErrorScreen';

/** An unknown path: status 404 and `Page not found: {path}`. */
export function NotFound() {
  const [path] = useLocation();
  const navigate = useNavigate();
  return <ErrorScreen error={notFoundError(path)} onHome={() => navigate('/', { replace: true })} />;
}
