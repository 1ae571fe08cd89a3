import { Button, EmptyState, Modal } from '@shop/ui';
import { useQuery, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { Suspense, useRef, useState } from 'react';
import type { Address } from '../delivery/address';
import { AddressCard } from '../delivery/AddressCard';
import { AddressDialog } from '../delivery/AddressDialog';
import { useShopperTexts } from '../i18n';
import '../shopper.css';
import { Loaded, SignedInOnly, useSubmit } from '@shop/web-core/forms';

/** The signed-in user's delivery addresses: the default first; add, edit, set the default, delete. */
export default function DeliveryPage() {
  return (
    <SignedInOnly>
      <Delivery />
    </SignedInOnly>
  );
}

function Delivery() {
  const { t } = useShopperTexts('delivery');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addresses = useQuery(trpc.address.list.queryOptions());
  const [editing, setEditing] = useState<Address | 'new'>();
  const [removing, setRemoving] = useState<Address>();
  // Changes are announced politely; nothing else on screen says that they happened.
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Reloads the list (the mutation stays pending, and the page blocked, until it has). */
  const listChanged = async (message: string) => {
    await queryClient.invalidateQueries(trpc.address.list.queryFilter());
    setAnnouncement(message);
  };
  // Setting the default or deleting removes the button that was pressed; focus goes to the heading.
  const focusHeading = () => headingRef.current?.focus();

  const setDefault = useSubmit(trpc.address.setDefault.mutationOptions({ onSuccess: () => listChanged(t('defaultChanged')).then(focusHeading) }));
  const remove = useSubmit(
    trpc.address.remove.mutationOptions({
      onSuccess: () => {
        setRemoving(undefined);
        return listChanged(t('removed')).then(focusHeading);
      },
    }),
  );

  return (
    <div className="shopper-delivery">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h1>
      <p role="status" className="ui-visually-hidden">
        {announcement}
      </p>
      <Loaded query={addresses}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState className="shopper-card" title={t('empty')} description={t('emptyText')} titleAs="h2" />
          ) : (
            <ul className="shopper-address-list">
              {list.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  onEdit={() => setEditing(address)}
                  onSetDefault={() => setDefault.mutate({ id: address.id })}
                  onRemove={() => setRemoving(address)}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
      <Button size="lg" block onClick={() => setEditing('new')}>
        {t('add')}
      </Button>
      {editing && (
        // The form's texts arrive when it first opens; only the dialog waits for them, not the page.
        <Suspense fallback={null}>
          <AddressDialog
            address={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined);
              return listChanged(t('saved'));
            }}
          />
        </Suspense>
      )}
      <Modal
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        title={t('removeTitle')}
        description={removing && t('removeText', { name: removing.recipientName })}
        size="sm"
        {...ui.modal}
        footer={
          <>
            <Button variant="outline" color="gray" onClick={() => setRemoving(undefined)}>
              {t('cancel')}
            </Button>
            <Button color="danger" loading={remove.isPending} onClick={() => removing && remove.mutate({ id: removing.id })}>
              {t('remove')}
            </Button>
          </>
        }
      />
    </div>
  );
}
