import { Button, Modal } from '@shop/ui';
import { useInfiniteQuery, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { Loaded, SignedInOnly, useSubmit } from '@shop/web-core/forms';
import { useRef, useState } from 'react';
import { useShopperTexts } from '../i18n';
import { byDay, EmptyList, LIST_PAGE_SIZE, ListEnd, ListFrame, nextCursorOf, RemovableProducts, useDayHeading } from '../lists/ShopperProductList';
import '../shopper.css';

/** The signed-in shopper's browsing history: each product once at its latest view, grouped by day, newest first. */
export default function FootmarkPage() {
  return (
    <SignedInOnly>
      <Footprint />
    </SignedInOnly>
  );
}

function Footprint() {
  const { t } = useShopperTexts('lists');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const dayHeading = useDayHeading();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState(false);
  const footprint = useInfiniteQuery(trpc.footprint.list.infiniteQueryOptions({ limit: LIST_PAGE_SIZE }, { initialCursor: '', getNextPageParam: nextCursorOf }));
  /** Reloads the list (the mutation stays pending until it has), says what changed and focuses the heading: the pressed button is gone. */
  const changed = (message: string) => async () => {
    await queryClient.invalidateQueries(trpc.footprint.list.pathFilter());
    setAnnouncement(message);
    headingRef.current?.focus();
  };
  const remove = useSubmit(trpc.footprint.remove.mutationOptions({ onSuccess: changed(t('removed')) }));
  const clear = useSubmit(
    trpc.footprint.clear.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        await changed(t('cleared'))();
      },
    }),
  );
  const items = footprint.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ListFrame
      title={t('footprintTitle')}
      headingRef={headingRef}
      announcement={announcement}
      actions={
        items.length > 0 && (
          <Button variant="outline" color="danger" size="sm" onClick={() => setConfirming(true)}>
            {t('clear')}
          </Button>
        )
      }
    >
      <Loaded query={footprint}>
        {() =>
          items.length === 0 ? (
            <EmptyList title={t('footprintEmpty')} text={t('footprintEmptyText')} />
          ) : (
            <>
              {byDay(items, (item) => item.viewedAt).map((group) => (
                <section key={group.day} aria-labelledby={`shopper-footprint-${group.day}`}>
                  <h2 id={`shopper-footprint-${group.day}`} className="shopper-list-page__day">
                    {dayHeading(group.first)}
                  </h2>
                  <RemovableProducts items={group.items} removing={remove.isPending} onRemove={(product) => remove.mutate({ productId: product.id })} />
                </section>
              ))}
              <ListEnd pages={footprint} />
            </>
          )
        }
      </Loaded>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('clearTitle')}
        description={t('clearText')}
        size="sm"
        {...ui.modal}
        footer={
          <>
            <Button variant="outline" color="gray" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button color="danger" loading={clear.isPending} onClick={() => clear.mutate()}>
              {t('clear')}
            </Button>
          </>
        }
      />
    </ListFrame>
  );
}
