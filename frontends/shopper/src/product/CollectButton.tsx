import { Button, ButtonLink } from '@shop/ui';
import { Link, showToast, signInPath, useLocation, useQuery, useQueryClient, useSignedIn, useTRPC } from '@shop/web-core';
import { useSubmit, useWithQuery } from '@shop/web-core/forms';
import { useShopperTexts } from '../i18n';

/**
 * Collects or uncollects the product for a signed-in shopper (a toggle: pressed when collected);
 * a visitor is sent to sign in and comes back. The session is browser-only, so the server renders
 * the button as a visitor's would look, disabled.
 */
export function CollectButton({ productId, storeId }: { productId: number; storeId: number | undefined }) {
  const { t } = useShopperTexts('product');
  const signedIn = useSignedIn();
  const [path] = useLocation();
  const currentPage = useWithQuery()(path);
  if (signedIn) return <ShopperCollectButton productId={productId} storeId={storeId} />;
  const label = (
    <>
      <span aria-hidden="true">☆ </span>
      {t('collect')}
    </>
  );
  if (signedIn === undefined) {
    return (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Link to={signInPath(currentPage)} asChild>
      <ButtonLink variant="outline" size="sm">
        {label}
      </ButtonLink>
    </Link>
  );
}

function ShopperCollectButton({ productId, storeId }: { productId: number; storeId: number | undefined }) {
  const { t } = useShopperTexts('product');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const state = useQuery(trpc.collection.has.queryOptions({ productId }));
  const changed = async ({ collected }: { collected: boolean }) => {
    queryClient.setQueryData(trpc.collection.has.queryKey({ productId }), { collected });
    showToast({ title: collected ? t('collectedToast') : t('uncollectedToast'), color: 'success' });
    await queryClient.invalidateQueries(trpc.collection.list.pathFilter());
  };
  const add = useSubmit(trpc.collection.add.mutationOptions({ onSuccess: changed }));
  const remove = useSubmit(trpc.collection.remove.mutationOptions({ onSuccess: changed }));
  const collected = state.data?.collected ?? false;
  return (
    <Button
      variant={collected ? 'solid' : 'outline'}
      size="sm"
      aria-pressed={collected}
      disabled={!state.data}
      loading={add.isPending || remove.isPending}
      onClick={() => (collected ? remove.mutate({ productId }) : add.mutate(storeId === undefined ? { productId } : { productId, storeId }))}
    >
      <span aria-hidden="true">{collected ? '★ ' : '☆ '}</span>
      {t('collect')}
    </Button>
  );
}
