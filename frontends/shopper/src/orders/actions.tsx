import { RETURN_REASON_MAX_LENGTH, REVIEW_TEXT_MAX_LENGTH } from '@shop/contracts/order-rules';
import { Button, ButtonLink, Modal, Textarea } from '@shop/ui';
import { Link, showToast, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { Form, useSubmit } from '@shop/web-core/forms';
import { useState } from 'react';
import { useShopperTexts } from '../i18n';
import type { BuyerOrder } from './shapes';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** After a change to an order: every order query (lists, counts, details) is asked again, and the toast says what happened. */
function useOrderChanged(toast: 'cancelledToast' | 'receivedToast' | 'reviewedToast' | 'returnRequestedToast', then?: () => void) {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    onSuccess: async () => {
      then?.();
      showToast({ title: t(toast), color: 'success' });
      await queryClient.invalidateQueries(trpc.order.pathFilter());
    },
  };
}

/** Whether a return can still be asked for: within the return window after receipt. */
function returnWindowOpen(order: BuyerOrder, now: number): boolean {
  return order.status === 'pending_review' && order.returnDeadline !== null && order.returnDeadline.getTime() > now;
}

/**
 * What the buyer can do with an order in its state: pay or cancel an unpaid one, confirm the
 * receipt of a shipped one, review a received one and, with `withReturn` (the order's page) and
 * within the return window, ask for a return.
 */
export function OrderActions({ order, withReturn = false }: { order: BuyerOrder; withReturn?: boolean }) {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  // Signed-in pages render in the browser only, so the clock is read once when the actions appear.
  const [now] = useState(() => Date.now());
  const [dialog, setDialog] = useState<'cancel' | 'review' | 'return'>();
  const close = () => setDialog(undefined);
  const confirm = useSubmit(trpc.order.confirmReceipt.mutationOptions(useOrderChanged('receivedToast')));
  const canReturn = withReturn && returnWindowOpen(order, now);
  if (order.status === 'pending_payment') {
    return (
      <div className="orders-actions">
        <Button variant="outline" color="danger" size="sm" onClick={() => setDialog('cancel')}>
          {t('cancel')}
        </Button>
        <Link to={`/h5/pay?orders=${order.id}`} asChild>
          <ButtonLink size="sm">{t('pay')}</ButtonLink>
        </Link>
        {dialog === 'cancel' ? <CancelDialog order={order} onClose={close} /> : null}
      </div>
    );
  }
  if (order.status === 'pending_receipt') {
    return (
      <div className="orders-actions">
        <Button size="sm" loading={confirm.isPending} onClick={() => confirm.mutate({ id: order.id })}>
          {t('confirmReceipt')}
        </Button>
      </div>
    );
  }
  if (order.status === 'pending_review') {
    return (
      <div className="orders-actions">
        {canReturn ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('return')}>
            {t('requestReturn')}
          </Button>
        ) : null}
        <Button size="sm" onClick={() => setDialog('review')}>
          {t('review')}
        </Button>
        {dialog === 'review' ? <ReviewDialog order={order} onClose={close} /> : null}
        {dialog === 'return' ? <ReturnDialog order={order} onClose={close} /> : null}
      </div>
    );
  }
  return null;
}

function CancelDialog({ order, onClose }: { order: BuyerOrder; onClose: () => void }) {
  const { t } = useShopperTexts('orders');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const cancel = useSubmit(trpc.order.cancel.mutationOptions(useOrderChanged('cancelledToast', onClose)));
  return (
    <Modal
      open
      size="sm"
      title={t('cancel')}
      description={t('cancelConfirm')}
      onClose={onClose}
      {...ui.modal}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('keepOrder')}
          </Button>
          <Button color="danger" loading={cancel.isPending} onClick={() => cancel.mutate({ id: order.id })}>
            {t('cancel')}
          </Button>
        </>
      }
    />
  );
}

/** 1 to 5 stars and a text; reviewing completes the order. */
function ReviewDialog({ order, onClose }: { order: BuyerOrder; onClose: () => void }) {
  const { t } = useShopperTexts('orders');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const review = useSubmit(trpc.order.review.mutationOptions(useOrderChanged('reviewedToast', onClose)));
  return (
    <Modal open title={t('reviewTitle')} onClose={onClose} {...ui.modal}>
      <Form submitLabel={t('submit')} pending={review.isPending} onSubmit={() => review.mutate({ id: order.id, rating, text: text.trim() })}>
        <fieldset className="orders-stars">
          <legend>{t('rating')}</legend>
          {RATINGS.map((stars) => (
            <label key={stars} className="orders-star">
              <input type="radio" name="rating" value={stars} checked={rating === stars} onChange={() => setRating(stars)} aria-label={t('stars', { count: stars })} />
              <span aria-hidden="true" className={stars <= rating ? 'orders-star__on' : undefined}>
                ★
              </span>
            </label>
          ))}
        </fieldset>
        <Textarea label={t('reviewText')} value={text} maxLength={REVIEW_TEXT_MAX_LENGTH} onChange={(event) => setText(event.target.value)} />
      </Form>
    </Modal>
  );
}

/** The reason for a return, under the spec's return policy. */
function ReturnDialog({ order, onClose }: { order: BuyerOrder; onClose: () => void }) {
  const { t } = useShopperTexts('orders');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const requestReturn = useSubmit(trpc.order.requestReturn.mutationOptions(useOrderChanged('returnRequestedToast', onClose)));
  return (
    <Modal open title={t('requestReturn')} description={t('returnPolicy')} onClose={onClose} {...ui.modal}>
      <Form submitLabel={t('submit')} pending={requestReturn.isPending} onSubmit={() => (reason.trim() ? requestReturn.mutate({ id: order.id, reason: reason.trim() }) : setMissing(true))}>
        <Textarea
          label={t('returnReason')}
          value={reason}
          required
          maxLength={RETURN_REASON_MAX_LENGTH}
          error={missing ? t('returnReasonRequired') : undefined}
          onChange={(event) => (setReason(event.target.value), setMissing(false))}
        />
      </Form>
    </Modal>
  );
}
