import { useLocation, useNavigate, useRouteError } from 'react-router';
import { notFoundError } from '../lib/error-screen';
import { ErrorScreen } from './ErrorScreen';

/** Unknown routes and anything a page throws while rendering end here. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  return <ErrorScreen error={error} onHome={() => void navigate('/', { replace: true })} />;
}

export function NotFound() {
  const location = useLocation();
  const navigate = useNavigate();
  return <ErrorScreen error={notFoundError(location.pathname)} onHome={() => void navigate('/', { replace: true })} />;
}
