import { useInfiniteQuery, useQueryClient, useTRPC } from '@shop/web-core';
import { Loaded, SignedInOnly, useSubmit } from '@shop/web-core/forms';
import { useRef, useState } from 'react';
import { useShopperTexts } from '../i18n';
import { EmptyList, LIST_PAGE_SIZE, ListEnd, ListFrame, nextCursorOf, RemovableProducts } from '../lists/ShopperProductList';
import '../shopper.css';

/** The signed-in shopper's collection (favourites), most recently collected first, more as it scrolls. */
export default function CollectionPage() {
  return (
    <SignedInOnly>
      <Collection />
    </SignedInOnly>
  );
}

function Collection() {
  const { t } = useShopperTexts('lists');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const collection = useInfiniteQuery(trpc.collection.list.infiniteQueryOptions({ limit: LIST_PAGE_SIZE }, { initialCursor: '', getNextPageParam: nextCursorOf }));
  const remove = useSubmit(
    trpc.collection.remove.mutationOptions({
      onSuccess: async (_answer, { productId }) => {
        await Promise.all([
          queryClient.invalidateQueries(trpc.collection.list.pathFilter()),
          queryClient.setQueryData(trpc.collection.has.queryKey({ productId }), { collected: false }),
        ]);
        setAnnouncement(t('removed'));
        // The pressed button is gone with its product.
        headingRef.current?.focus();
      },
    }),
  );
  return (
    <ListFrame title={t('collectionTitle')} headingRef={headingRef} announcement={announcement}>
      <Loaded query={collection}>
        {({ pages }) => {
          const items = pages.flatMap((page) => page.items);
          if (items.length === 0) return <EmptyList title={t('collectionEmpty')} text={t('collectionEmptyText')} />;
          return (
            <>
              <RemovableProducts items={items} removing={remove.isPending} onRemove={(product) => remove.mutate({ productId: product.id })} />
              <ListEnd pages={collection} />
            </>
          );
        }}
      </Loaded>
    </ListFrame>
  );
}
