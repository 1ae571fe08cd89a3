import { LINE_MAX_QUANTITY } from '@shop/contracts/order-rules';
import { Button, ButtonLink, CopyValue, Modal } from '@shop/ui';
import { formatRupiah, idParam, Link, showToast, TRPCClientError, useNavigate, useQuery, useQueryClient, useSearchParams, useTRPC, useTRPCClient, useUiTexts } from '@shop/web-core';
import { Loaded, SignedInOnly, useSubmit } from '@shop/web-core/forms';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { AddressDialog } from '../delivery/AddressDialog';
import { useShopperTexts } from '../i18n';
import { Fees, ItemRow, PageHeader, PayWithin } from '../orders/parts';
import type { BuyerOrder, OrderOptions, OrderPayment, Quote } from '../orders/shapes';
import '../shopper.css';

/** How often a gateway payment is asked about while the payer pays elsewhere. */
const PAYMENT_POLL_MS = 3_000;

/** The QR encoder is fetched only when a QRIS payment is drawn, not with the checkout. */
const QrCode = lazy(() => import('@shop/ui/qr-code').then(({ QrCode }) => ({ default: QrCode })));

type Source = { from: 'cart' } | { items: { productId: number; storeId: number; quantity: number }[] };
type Method = OrderOptions['methods'][number]['method'] | 'balance';

/** What the page pays: new orders of the cart or of one product, or existing unpaid orders. */
type Wanted = { source: Source } | { orderIds: string[] };

/** What the page's address says it buys: the cart (`?from=cart`), one product ("Buy now"), or existing unpaid orders. */
function useSource(): Wanted | undefined {
  const [search] = useSearchParams();
  const orders = search.get('orders');
  if (orders) return { orderIds: orders.split(',').filter(Boolean).slice(0, 10) };
  if (search.get('from') === 'cart') return { source: { from: 'cart' } };
  const productId = idParam(search.get('product'));
  const storeId = idParam(search.get('store'));
  const quantity = Math.min(idParam(search.get('qty')) ?? 1, LINE_MAX_QUANTITY);
  return productId && storeId ? { source: { items: [{ productId, storeId, quantity }] } } : undefined;
}

/**
 * Checkout and payment in one page: the delivery address, the items per store with their fees,
 * the payment methods, and one button that places the orders and pays them. With `?orders=` it
 * pays existing unpaid orders.
 */
export default function PayPage() {
  const { t } = useShopperTexts('orders');
  const wanted = useSource();
  return (
    <>
      <PageHeader title={wanted && 'orderIds' in wanted ? t('paymentTitle') : t('payTitle')} />
      <SignedInOnly>
        <main className="orders-page">
          {wanted === undefined ? (
            <section className="shopper-card">
              <p>{t('emptyCart')}</p>
              <Link to="/h5" asChild>
                <ButtonLink variant="outline">{t('toHome')}</ButtonLink>
              </Link>
            </section>
          ) : (
            <Payment wanted={wanted} />
          )}
        </main>
      </SignedInOnly>
    </>
  );
}

function reasonOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { reason?: string } | undefined)?.reason : undefined;
}

/** Where a paid payment goes on: the order, or the list when it paid several. */
function usePaid() {
  const { t } = useShopperTexts('orders');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return useCallback(
    (orderIds: readonly string[]) => {
      void queryClient.invalidateQueries(trpc.order.pathFilter());
      showToast({ title: t('paidToast'), color: 'success' });
      navigate(orderIds.length === 1 ? `/h5/order/detail?id=${orderIds[0]}` : '/h5/order', { replace: true });
    },
    [queryClient, trpc, t, navigate],
  );
}

/** The payment method chosen, and why paying did not go ahead ("Please select a payment method", "Insufficient balance"). */
interface MethodChoice {
  method: Method | undefined;
  problem: 'method' | 'balance' | undefined;
  onChoose: (method: Method) => void;
  askForMethod: () => void;
}

/** Pays `orderIds` with the chosen method, or asks for one. */
type PayWith = (orderIds: string[]) => void;

/**
 * The checkout or the unpaid orders, and the payment they lead to. The method, its problem and a
 * gateway payment under way live here: placing the orders moves the page to `?orders=` (the
 * checkout gives way to the orders it placed) while their payment goes on.
 */
function Payment({ wanted }: { wanted: Wanted }) {
  const trpc = useTRPC();
  const paid = usePaid();
  const [method, setMethod] = useState<Method>();
  const [problem, setProblem] = useState<'method' | 'balance'>();
  const [payment, setPayment] = useState<OrderPayment>();
  const pay = useSubmit(
    trpc.payment.payOrders.mutationOptions({
      onSuccess: (answer) => (answer.status === 'paid' ? paid(answer.orderIds) : setPayment(answer)),
      onError: (error) => {
        if (reasonOf(error) === 'insufficient_balance') setProblem('balance');
      },
    }),
  );
  if (payment) return <GatewayPayment payment={payment} />;
  const choice: MethodChoice = { method, problem, onChoose: (chosen) => (setMethod(chosen), setProblem(undefined)), askForMethod: () => setProblem('method') };
  const payWith: PayWith = (orderIds) => (method ? pay.mutate({ orderIds, method }) : choice.askForMethod());
  return 'orderIds' in wanted ? (
    <PayOrders key={wanted.orderIds.join(',')} orderIds={wanted.orderIds} choice={choice} payWith={payWith} paying={pay.isPending} />
  ) : (
    <Checkout source={wanted.source} choice={choice} payWith={payWith} paying={pay.isPending} />
  );
}

function Checkout({ source, choice, payWith, paying }: { source: Source; choice: MethodChoice; payWith: PayWith; paying: boolean }) {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [addressId, setAddressId] = useState<number>();
  const [priceChanged, setPriceChanged] = useState(false);
  const quote = useQuery(trpc.order.quote.queryOptions(addressId === undefined ? source : { ...source, addressId }));
  const place = useSubmit(
    trpc.order.place.mutationOptions({
      onSuccess: (orders) => {
        const orderIds = orders.map((order) => order.id);
        // The orders exist now: a reload or a failed payment pays them, never places them again.
        navigate(`/h5/pay?orders=${orderIds.join(',')}`, { replace: true });
        payWith(orderIds);
      },
      onError: async (error) => {
        if (reasonOf(error) === 'quote_changed') {
          await quote.refetch();
          setPriceChanged(true);
        }
        // Another tab placed this cart: its orders are where the shopper pays them (the toast says so).
        if (reasonOf(error) === 'already_placed') navigate('/h5/order', { replace: true });
      },
    }),
  );
  return (
    <Loaded query={quote}>
      {(current) => (
        <>
          <DeliveryAddress quote={current} onChoose={setAddressId} />
          {current.stores.map((store) => (
            <section key={store.storeId} className="shopper-card" aria-label={store.storeName}>
              <h2>
                <Link to={`/h5/merchant/shop/${store.storeId}`}>{store.storeName}</Link>
              </h2>
              <ul className="shopper-menu">
                {store.items.map((item) => (
                  <ItemRow key={item.productId} item={item} />
                ))}
              </ul>
              <p className="shopper-muted">
                {t('shippingFee')}: {formatRupiah(store.shippingFee)}
              </p>
            </section>
          ))}
          <section className="shopper-card">
            <Fees fees={current} />
            {priceChanged ? (
              <p role="alert" className="orders-error">
                {t('priceChanged', { amount: formatRupiah(current.total) })}
              </p>
            ) : null}
          </section>
          <PaymentMethods total={current.total} choice={choice} />
          <Button
            block
            size="lg"
            disabled={current.address === null}
            loading={place.isPending || paying}
            onClick={() => {
              if (!choice.method) return choice.askForMethod();
              setPriceChanged(false);
              place.mutate({ ...source, ...(current.address ? { addressId: current.address.addressId } : {}), expectedTotal: current.total });
            }}
          >
            {t('payNow', { amount: formatRupiah(current.total) })}
          </Button>
        </>
      )}
    </Loaded>
  );
}

/** The delivery address of the quote, changed among the user's addresses or a new one. */
function DeliveryAddress({ quote, onChoose }: { quote: Quote; onChoose: (addressId: number) => void }) {
  const { t } = useShopperTexts('orders');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const [adding, setAdding] = useState(false);
  const addresses = useQuery({ ...trpc.address.list.queryOptions(), enabled: choosing });
  const address = quote.address;
  return (
    <section className="shopper-card" aria-labelledby="pay-address">
      <div className="orders-card__head">
        <h2 id="pay-address">{t('deliveryAddress')}</h2>
        {address ? (
          <Button variant="ghost" size="sm" onClick={() => setChoosing(true)}>
            {t('changeAddress')}
          </Button>
        ) : null}
      </div>
      {address ? (
        <p>
          <strong>{address.recipientName}</strong> {address.phone}
          <br />
          {[address.detail, address.districtName, address.cityName, address.provinceName].join(', ')}
        </p>
      ) : (
        <>
          <p>{t('noAddress')}</p>
          <Button variant="outline" onClick={() => setAdding(true)}>
            {t('addAddress')}
          </Button>
        </>
      )}
      <Modal open={choosing} onClose={() => setChoosing(false)} title={t('chooseAddress')} {...ui.modal}>
        <Loaded query={addresses}>
          {(list) => (
            <ul className="shopper-menu">
              {list.map((option) => (
                <li key={option.id}>
                  <Button
                    variant={option.id === address?.addressId ? 'solid' : 'outline'}
                    block
                    aria-pressed={option.id === address?.addressId}
                    onClick={() => {
                      onChoose(option.id);
                      setChoosing(false);
                    }}
                  >
                    {option.recipientName} · {[option.detail, option.districtName, option.cityName].join(', ')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
        <Button variant="ghost" onClick={() => (setChoosing(false), setAdding(true))}>
          {t('addAddress')}
        </Button>
      </Modal>
      {adding ? (
        <Suspense fallback={null}>
          <AddressDialog
            onClose={() => setAdding(false)}
            onSaved={async () => {
              setAdding(false);
              await queryClient.invalidateQueries(trpc.address.pathFilter());
              await queryClient.invalidateQueries(trpc.order.quote.pathFilter());
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The balance with what is available, then the gateway's methods; "Insufficient balance" before paying when it does not cover the total. */
function PaymentMethods({ total, choice: { method, problem, onChoose } }: { total: number; choice: MethodChoice }) {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  const options = useQuery(trpc.payment.orderOptions.queryOptions());
  const errorId = useId();
  return (
    <Loaded query={options}>
      {({ balance, methods }) => {
        const short = balance < total;
        return (
          <fieldset className="shopper-card orders-methods" aria-describedby={problem ? errorId : undefined}>
            <legend>{t('paymentMethod')}</legend>
            <label className="orders-method">
              <input type="radio" name="method" checked={method === 'balance'} onChange={() => onChoose('balance')} />
              <span className="shopper-grow">
                {t('methods.balance')} <span className="shopper-muted">{t('balanceAvailable', { amount: formatRupiah(balance) })}</span>
              </span>
            </label>
            {(method === 'balance' && short) || problem === 'balance' ? (
              <p className="orders-error">
                {t('insufficientBalance')} <Link to="/h5/merchant/recharge">{t('recharge')}</Link>
              </p>
            ) : null}
            {methods
              .filter((option) => total >= option.minAmount && total <= option.maxAmount)
              .map((option) => (
                <label key={option.method} className="orders-method">
                  <input type="radio" name="method" checked={method === option.method} onChange={() => onChoose(option.method)} />
                  {t(`methods.${option.method}`)}
                </label>
              ))}
            {problem === 'method' ? (
              <p id={errorId} role="alert" className="orders-error">
                {t('selectPaymentMethod')}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    </Loaded>
  );
}

/** Existing unpaid orders (`?orders=`): their items and total, the methods and the pay button. */
function PayOrders({ orderIds, choice, payWith, paying }: { orderIds: string[]; choice: MethodChoice; payWith: PayWith; paying: boolean }) {
  const { t } = useShopperTexts('orders');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const orders = useQuery({ queryKey: [...trpc.order.detail.pathKey(), { ids: orderIds }], queryFn: () => Promise.all(orderIds.map((id) => client.order.detail.query({ id }))) });
  return (
    <Loaded query={orders}>
      {(list) => {
        const unpaid = list.filter((order) => order.status === 'pending_payment');
        const total = unpaid.reduce((sum, order) => sum + order.total, 0);
        return (
          <>
            {list.map((order) => (
              <OrderSummary key={order.id} order={order} />
            ))}
            <section className="shopper-card">
              <p className="orders-card__head">
                <span>{t('total')}</span>
                <strong>{formatRupiah(total)}</strong>
              </p>
            </section>
            {unpaid.length > 0 ? (
              <>
                <PaymentMethods total={total} choice={choice} />
                <Button block size="lg" loading={paying} onClick={() => payWith(unpaid.map((order) => order.id))}>
                  {t('payNow', { amount: formatRupiah(total) })}
                </Button>
              </>
            ) : null}
          </>
        );
      }}
    </Loaded>
  );
}

function OrderSummary({ order }: { order: BuyerOrder }) {
  const { t } = useShopperTexts('orders');
  return (
    <section className="shopper-card" aria-label={order.storeName}>
      <div className="orders-card__head">
        <h2>{order.storeName}</h2>
        <span>{t(`status.${order.status}`)}</span>
      </div>
      <ul className="shopper-menu">
        {order.items.map((item) => (
          <ItemRow key={item.productId} item={item} />
        ))}
      </ul>
      <Fees fees={order} />
    </section>
  );
}

/** A gateway payment: what the payer needs (VA number, QR payload, e-wallet link), polled until it ends. */
function GatewayPayment({ payment }: { payment: OrderPayment }) {
  const { t } = useShopperTexts('orders');
  const ui = useUiTexts();
  const trpc = useTRPC();
  const paid = usePaid();
  const current = useQuery(trpc.payment.orderPayment.queryOptions({ id: payment.id }, { initialData: payment, refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false) })).data;
  const status = current.status;
  const orderIds = current.orderIds.join(',');
  useEffect(() => {
    if (status === 'paid') paid(orderIds.split(','));
  }, [status, orderIds, paid]);
  const amount = formatRupiah(current.amount);
  if (status === 'failed' || status === 'expired') {
    return (
      <section className="shopper-card" role="alert">
        <h2>{status === 'failed' ? t('paymentFailed') : t('paymentExpired')}</h2>
        <Button onClick={() => window.location.reload()}>{t('tryAgain')}</Button>
      </section>
    );
  }
  const method = t(`methods.${current.method}`);
  return (
    <section className="shopper-card" aria-labelledby="pay-charge">
      <h2 id="pay-charge">{method}</h2>
      <p className="orders-card__head">
        <span>{t('total')}</span>
        <strong>{amount}</strong>
      </p>
      {current.expiresAt ? <PayWithin deadline={current.expiresAt} /> : null}
      {current.vaNumber ? (
        <>
          {current.billerCode ? <CopyValue {...ui.copyValue} label={t('billerCode')} value={current.billerCode} /> : null}
          <CopyValue {...ui.copyValue} label={current.billerCode ? t('billKey') : t('vaNumber')} value={current.vaNumber} />
        </>
      ) : null}
      {current.qrString ? (
        <Suspense fallback={null}>
          <QrCode value={current.qrString} label={t('qrLabel', { amount })} />
        </Suspense>
      ) : null}
      {current.redirectUrl ? (
        <ButtonLink href={current.redirectUrl} block>
          {t('openWallet', { wallet: method })}
        </ButtonLink>
      ) : null}
      <p className="shopper-muted" aria-live="polite">
        {t('waiting')}
      </p>
    </section>
  );
}
