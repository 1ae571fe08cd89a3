import { useLocation } from '@shop/web-core';
import { useEffect, useState } from 'react';

/** Tells screen-reader users that a client-side navigation happened, by the new page title. */
export function RouteAnnouncer() {
  const [path] = useLocation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    // After the head has updated the title for the new page.
    const timer = setTimeout(() => setMessage(document.title), 100);
    return () => clearTimeout(timer);
  }, [path]);
  return (
    <p aria-live="assertive" aria-atomic="true" className="ui-visually-hidden" id="shell-route-announcer">
      {message}
    </p>
  );
}
