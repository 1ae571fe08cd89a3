import { useIsFetching, useIsMutating } from '@shop/web-core';
import { useEffect, useState } from 'react';

const THROTTLE_MS = 200;

/** A 3 px bar at the top while data loads; quick loads (under 200 ms) never show it. */
export function LoadingBar() {
  const busy = useIsFetching() + useIsMutating() > 0;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return <div className="shell-loading-bar" data-visible={visible} aria-hidden="true" />;
}
