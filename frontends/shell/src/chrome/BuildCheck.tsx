import { showToast } from '@shop/web-core';
import { shellText } from '../locales';
import { useEffect } from 'react';

/** About a second after start, asks whether a newer build is live and offers a reload. */
export function BuildCheck() {
  useEffect(() => {
    const timer = setTimeout(async () => {
      try {
        const response = await fetch('/builds/latest.json', { cache: 'no-cache' });
        if (!response.ok) return;
        // Not needed for the first paint, so it comes after it.
        const { isNewerBuild, parseLatestBuild } = await import('../lib/build-check');
        const latest = parseLatestBuild(await response.json());
        if (!isNewerBuild(__BUILD_ID__, latest)) return;
        showToast({
          title: shellText('build.available'),
          timeout: 0,
          color: 'info',
          actions: [{ label: shellText('build.reload'), onClick: () => location.reload() }],
        });
      } catch {
        // Offline or blocked: the next start checks again.
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
