import { Link, useLocation, useQuery, useSignedIn, useTRPC } from '@shop/web-core';
import { useEffect } from 'react';
import { useShellTexts } from '../locales';

/** How often the count is asked again while the page is shown. */
export const UNREAD_REFRESH_MS = 30_000;

/** The largest count the badge spells out; more reads "99+". */
const BADGE_MAX = 99;

/** What the badge shows for `unread`: nothing for none, the count, or 99+. */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/**
 * The bell of a signed-in user, in the header every storefront page shares: their unread
 * notifications as a badge (none for none), a way into the notification centre. The count is
 * asked again when the page is shown again, after each navigation and every 30 s while the page
 * is visible; a visitor's page asks nothing.
 */
export function NotificationBell() {
  // The server cannot see the session: nothing until the browser knows.
  return useSignedIn() ? <SignedInBell /> : null;
}

function SignedInBell() {
  const { t } = useShellTexts();
  const trpc = useTRPC();
  const [path] = useLocation();
  const count = useQuery(
    trpc.notification.unreadCount.queryOptions(undefined, {
      // Asked on the page's own: a failure waits for the next time instead of toasting.
      meta: { background: true },
      refetchInterval: UNREAD_REFRESH_MS,
      // A hidden page asks nothing; shown again, it asks at once.
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: 'always',
      // Layouts each draw their own header: a bell mounted by the next page asks again.
      refetchOnMount: 'always',
    }),
  );
  const { refetch } = count;
  // After each navigation (the first render's fetch is the query's own: joined, not repeated).
  useEffect(() => {
    void refetch({ cancelRefetch: false });
  }, [path, refetch]);
  const unread = count.data?.unread ?? 0;
  const badge = badgeText(unread);
  return (
    <Link to="/h5/notifications" className="shell-bell" aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label')}>
      <span aria-hidden="true" className="shell-bell__icon">
        🔔
      </span>
      {badge && (
        <span aria-hidden="true" className="shell-bell__badge">
          {badge}
        </span>
      )}
    </Link>
  );
}
