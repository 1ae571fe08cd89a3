import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Tells screen-reader users that a client-side navigation happened, by the new page title. */
export function RouteAnnouncer() {
  const location = useLocation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    // After the head has updated the title for the new page.
    const timer = setTimeout(() => setMessage(document.title), 100);
    return () => clearTimeout(timer);
  }, [location.pathname]);
  return (
    <p aria-live="assertive" aria-atomic="true" className="ui-visually-hidden" id="shell-route-announcer">
      {message}
    </p>
  );
}
