import { Button, EmptyState } from '@shop/ui';
import { htmlLang, Link, useInfiniteQuery, useLocale, useQueryClient, useTRPC } from '@shop/web-core';
import { Loaded, SignedInOnly, useSubmit } from '@shop/web-core/forms';
import { useEffect, useRef, useState } from 'react';
import { useShopperTexts } from '../i18n';
import { LIST_PAGE_SIZE, ListEnd, ListFrame, nextCursorOf } from '../lists/ShopperProductList';
import { shopPath, useSetUnread } from '../notifications/shared';
import '../shopper.css';

/** The signed-in user's notification centre: newest first, more as it scrolls, unread ones marked. */
export default function NotificationsPage() {
  return (
    <SignedInOnly>
      <Notifications />
    </SignedInOnly>
  );
}

interface Item {
  id: number;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: Date;
}

function Notifications() {
  const { t } = useShopperTexts('notifications');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setUnread = useSetUnread();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useInfiniteQuery(trpc.notification.list.infiniteQueryOptions({ limit: LIST_PAGE_SIZE }, { initialCursor: '', getNextPageParam: nextCursorOf }));
  const unread = list.data?.pages.at(-1)?.unread;
  // The list's count is the newest: the bell shows it too.
  useEffect(() => {
    if (unread !== undefined) setUnread(unread);
  }, [unread, setUnread]);
  const afterMarking = async ({ unread }: { unread: number }) => {
    setUnread(unread);
    await queryClient.invalidateQueries(trpc.notification.list.pathFilter());
  };
  const markAll = useSubmit(
    trpc.notification.markRead.mutationOptions({
      onSuccess: async (answer) => {
        await afterMarking(answer);
        setAnnouncement(t('allMarkedRead'));
        headingRef.current?.focus();
      },
    }),
  );
  // Opening a notification marks it read on the way: no blocking toast, and a failure only leaves it unread.
  const markOne = useSubmit(trpc.notification.markRead.mutationOptions({ meta: { background: true }, onSuccess: afterMarking }));
  const open = (item: Item) => {
    if (!item.read) markOne.mutate({ ids: [item.id] });
  };
  return (
    <ListFrame
      title={t('title')}
      headingRef={headingRef}
      announcement={announcement}
      actions={<Link to="/h5/notifications/settings">{t('settingsLink')}</Link>}
    >
      <Loaded query={list}>
        {({ pages }) => {
          const items = pages.flatMap((page) => page.items);
          if (items.length === 0) return <EmptyState className="shopper-card" title={t('empty')} description={t('emptyText')} titleAs="h2" />;
          return (
            <>
              {unread ? (
                <div className="shopper-notifications__bar">
                  <span className="shopper-muted">{t('unreadCount', { count: unread })}</span>
                  <Button variant="outline" size="sm" loading={markAll.isPending} onClick={() => markAll.mutate({ all: true })}>
                    {t('markAllRead')}
                  </Button>
                </div>
              ) : null}
              <ul className="shopper-notifications">
                {items.map((item) => (
                  <li key={item.id} className={item.read ? 'shopper-notification' : 'shopper-notification shopper-notification--unread'}>
                    <NotificationItem item={item} onOpen={() => open(item)} />
                  </li>
                ))}
              </ul>
              <ListEnd pages={list} />
            </>
          );
        }}
      </Loaded>
    </ListFrame>
  );
}

/** One notification: a link to what it is about when it has one, else a button that marks it read. */
function NotificationItem({ item, onOpen }: { item: Item; onOpen: () => void }) {
  const { t } = useShopperTexts('notifications');
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(item.createdAt);
  const content = (
    <>
      <span className="shopper-notification__head">
        {!item.read && (
          <span className="shopper-notification__dot">
            <span className="ui-visually-hidden">{t('unread')}: </span>
          </span>
        )}
        <strong className="shopper-notification__title">{item.title}</strong>
      </span>
      <span className="shopper-notification__body">{item.body}</span>
      <time className="shopper-muted shopper-notification__time" dateTime={item.createdAt.toISOString()}>
        {when}
      </time>
    </>
  );
  const path = shopPath(item.link);
  // The router follows the link; the read mark is already on its way.
  return path ? (
    <Link to={path} className="shopper-notification__open" onClick={onOpen}>
      {content}
    </Link>
  ) : (
    <button type="button" className="shopper-notification__open" onClick={onOpen}>
      {content}
    </button>
  );
}
