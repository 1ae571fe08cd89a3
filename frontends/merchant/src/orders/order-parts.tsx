import { reviewReasonProblem } from '@shop/contracts/merchant-rules';
import { Button, ButtonLink, Input, Modal } from '@shop/ui';
import { formatRupiah, Link, showToast, useQuery, useQueryClient, useTRPC, useUiTexts } from '@shop/web-core';
import { Form, Loaded, useForm, useSubmit } from '@shop/web-core/forms';
import { useState } from 'react';
import { useMerchantTexts } from '../i18n';
import type { StoreOrder } from '../merchant';
import './orders.css';

/** The order's state for the buyer and, beside it, the store's payment state of its goods cost. */
export function OrderLabels({ order }: { order: StoreOrder }) {
  const { t } = useMerchantTexts('orders');
  return (
    <p className="order-card__labels">
      <span className={`order-label order-label--${order.goodsCostStatus}`}>{t(`goodsCostStatuses.${order.goodsCostStatus}`)}</span>
      <span className="order-label">{t(`statuses.${order.status}`)}</span>
    </p>
  );
}

/** The sale amount, the goods cost and the store's profit on them (goods amount − goods cost). */
export function OrderFigures({ order }: { order: StoreOrder }) {
  const { t } = useMerchantTexts('orders');
  return (
    <dl className="money-quote">
      <div>
        <dt>{t('saleAmount')}</dt>
        <dd>{formatRupiah(order.goodsAmount)}</dd>
      </div>
      <div>
        <dt>{t('goodsCost')}</dt>
        <dd>{formatRupiah(order.goodsCost)}</dd>
      </div>
      <div>
        <dt>{t('profit')}</dt>
        <dd className="money-amount">{formatRupiah(order.profit)}</dd>
      </div>
    </dl>
  );
}

/** After any change to an order, its lists, its page, the centre and the wallet may all have moved. */
function useOrderChanged(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.merchantOrder.pathFilter()),
      queryClient.invalidateQueries(trpc.merchant.centre.queryFilter()),
      queryClient.invalidateQueries(trpc.fund.pathFilter()),
    ]);
  };
}

/**
 * "Pay goods cost" on an order awaiting it: a dialog with the amount and the balance it comes
 * from. The server has the last word on the balance ("Insufficient balance", toasted by the
 * shell); the dialog then offers the way to recharge.
 */
export function PayGoodsCost({ order }: { order: StoreOrder }) {
  const { t } = useMerchantTexts('orders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {t('payGoodsCost')}
      </Button>
      {open ? <PayGoodsCostDialog order={order} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PayGoodsCostDialog({ order, onClose }: { order: StoreOrder; onClose: () => void }) {
  const { t } = useMerchantTexts('orders');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const wallet = useQuery(trpc.fund.wallet.queryOptions());
  const changed = useOrderChanged();
  const [refusedForBalance, setRefusedForBalance] = useState(false);
  const pay = useSubmit(
    trpc.merchantOrder.payGoodsCost.mutationOptions({
      onSuccess: async () => {
        onClose();
        showToast({ title: t('goodsCostPaid'), color: 'success' });
        await changed();
      },
      onError: (error) => setRefusedForBalance(error.data?.reason === 'insufficient_balance'),
    }),
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={t('confirmTitle')}
      description={t('confirmText')}
      size="sm"
      {...ui.modal}
      footer={
        <>
          <Button variant="outline" color="gray" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={pay.isPending} onClick={() => pay.mutate({ id: order.id })}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <Loaded query={wallet}>
        {({ available }) => {
          const short = refusedForBalance || available < order.goodsCost;
          return (
            <>
              <dl className="money-quote">
                <div>
                  <dt>{t('amount')}</dt>
                  <dd className="money-amount">{formatRupiah(order.goodsCost)}</dd>
                </div>
                <div>
                  <dt>{t('balance')}</dt>
                  <dd>{formatRupiah(available)}</dd>
                </div>
              </dl>
              {short ? (
                <p className="money-error" role="alert">
                  {t('insufficient')}{' '}
                  <Link to="/h5/merchant/recharge" asChild>
                    <ButtonLink size="sm" variant="outline">
                      {t('recharge')}
                    </ButtonLink>
                  </Link>
                </p>
              ) : null}
            </>
          );
        }}
      </Loaded>
    </Modal>
  );
}

/** Approving or refusing (with a reason the buyer reads) a return the buyer asked for. */
export function ReviewReturn({ order }: { order: StoreOrder }) {
  const { t } = useMerchantTexts('orders');
  const trpc = useTRPC();
  const changed = useOrderChanged();
  const [refusing, setRefusing] = useState(false);
  const review = useSubmit(
    trpc.merchantOrder.reviewReturn.mutationOptions({
      onSuccess: async (_order, input) => {
        setRefusing(false);
        showToast({ title: t(input.approve ? 'returnApproved' : 'returnRefused'), color: 'success' });
        await changed();
      },
    }),
  );
  return (
    <div className="order-card__actions">
      <Button variant="outline" color="gray" onClick={() => setRefusing(true)}>
        {t('refuseReturn')}
      </Button>
      <Button loading={review.isPending && review.variables?.approve} onClick={() => review.mutate({ id: order.id, approve: true })}>
        {t('approveReturn')}
      </Button>
      {refusing ? <RefuseDialog pending={review.isPending} onSubmit={(reason) => review.mutate({ id: order.id, approve: false, reason })} onClose={() => setRefusing(false)} /> : null}
    </div>
  );
}

/** Asks for the reason of a refusal, checked with the shared rule before it is sent. */
function RefuseDialog({ pending, onSubmit, onClose }: { pending: boolean; onSubmit: (reason: string) => void; onClose: () => void }) {
  const { t } = useMerchantTexts('orders');
  const ui = useUiTexts();
  const form = useForm({ reason: '' });
  const submit = () => {
    if (form.validate({ reason: reviewReasonProblem(form.values.reason) })) onSubmit(form.values.reason.trim());
  };
  return (
    <Modal open title={t('refuseTitle')} description={t('refuseText')} onClose={onClose} {...ui.modal}>
      <Form submitLabel={t('refuse')} pending={pending} onSubmit={submit}>
        <Input {...form.text('reason')} label={t('reason')} hint={t('reasonHint')} size="md" required autoComplete="off" />
      </Form>
    </Modal>
  );
}
