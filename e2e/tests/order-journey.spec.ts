import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './helpers/accounts.js';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { field } from './helpers/forms.js';
import { CREDIT_TIMEOUT_MS, definition, expectNoSidewaysScroll, expectRecords } from './helpers/money.js';
import { languages as moneyLanguages, type Language } from './helpers/money-texts.js';
import { orderLanguages, type OrderTexts } from './helpers/order-texts.js';
import {
  availableBalance,
  creditByOperator,
  demoStore,
  dismissedDownloadPrompt,
  feeSettingsNow,
  newShopper,
  newStore,
  openAs,
  operatorToken,
  reloadUntil,
  rupiah,
  runId,
  signedRupiah,
  storeOrderFees,
  sumFees,
} from './helpers/orders.js';

// A shopper buys from two stores in one checkout and pays one order from the balance and the
// other by virtual account at the local gateway; the stores see their orders (one pays its goods
// cost by itself, the other by hand), the platform ships, the buyer confirms, reviews one order
// and returns the other, and the money lands where it should. Then an unpaid order cancelled
// gives its stock back. Each language walks the whole way; axe checks the order pages in one.

/** The tracking number the platform's fulfilment gives a shipped order. */
const TRACKING_NUMBER = /^SPX\d{12}$/;

/** The id in an order page's address (`?id=`). */
function orderIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get('id')!;
}

/** The buyer's order page, loaded again until the order is in `status` (the page shows the order as it was loaded). */
async function expectBuyerStatus(page: Page, texts: OrderTexts, orderId: string, status: keyof OrderTexts['orders']['status']) {
  await reloadUntil(page, `/h5/order/detail?id=${orderId}`, () => expect(page.getByRole('heading', { name: texts.orders.status[status], level: 2 })).toBeVisible({ timeout: 1_000 }));
}

for (const [locale, texts] of Object.entries(orderLanguages) as Array<[Language, OrderTexts]>) {
  const money = moneyLanguages[locale];

  test.describe(`order journeys in ${locale}`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'shop-locale', value: locale, url: baseURL! }]);
      await dismissedDownloadPrompt(page);
    });

    test('two stores in one checkout, paid by balance and by virtual account; goods cost paid by itself and by hand; shipped, received, reviewed and returned', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      // Three browsers, a payment at the gateway, the order jobs and events at every step and (in
      // one language) axe on six pages in both colour schemes.
      test.setTimeout(300_000);
      const axe = locale === 'ind';
      const operator = await operatorToken(request);
      const fees = await feeSettingsNow(request, operator);
      const storeA = await demoStore(request);
      const storeB = await newStore(request, operator, [storeA.product.productId]);
      const productA = storeA.product;
      const productB = storeB.product;
      const quantityB = 2;
      const feesA = storeOrderFees(productA.price, fees);
      const feesB = storeOrderFees(productB.price * quantityB, fees);
      const checkoutFees = sumFees([feesA, feesB]);
      const goodsCostA = productA.merchantPrice;
      const goodsCostB = productB.merchantPrice * quantityB;

      // The demo merchant can pay its goods cost; the new store's owner has more than enough for auto-pay.
      const shortfall = goodsCostA - (await availableBalance(request, storeA.ownerToken));
      if (shortfall > 0) await creditByOperator(request, operator, storeA.ownerId, shortfall, 'Modal biaya barang');
      const fundsB = goodsCostB + 100_000;
      await creditByOperator(request, operator, storeB.ownerId, fundsB, 'Modal biaya barang');
      const recipient = `Sari ${runId()}`;
      const shopper = await newShopper(request, recipient);
      // Enough for the first store's order, not for both.
      await creditByOperator(request, operator, shopper.userId, feesA.total, 'Saldo belanja');

      // The new store's owner turns auto-pay on in the store's management.
      const merchantB = await openAs(browser, baseURL!, locale, storeB.ownerToken);
      await merchantB.goto('/h5/merchant/shop/manage');
      await expect(merchantB.getByRole('heading', { name: texts.store.manageTitle, level: 1 })).toBeVisible();
      const autoPay = merchantB.getByRole('switch', { name: texts.store.autoPay });
      await expect(autoPay).not.toBeChecked();
      await autoPay.click();
      await expect(autoPay).toBeChecked();
      await merchantB.getByRole('button', { name: texts.store.save }).click();
      await expect(merchantB.getByText(texts.store.saved)).toBeVisible();
      await expectNoSidewaysScroll(merchantB);

      // The shopper puts one product of each store in the cart from the product pages (titles in the page's language).
      await openSignedIn(page, shopper.token);
      const titles: string[] = [];
      for (const [index, store] of [storeA, storeB].entries()) {
        await page.goto(`/h5/products/${store.product.productId}?store=${store.id}`);
        titles.push((await page.getByRole('heading', { level: 1 }).textContent())!);
        await expect(page.getByRole('heading', { name: store.name, level: 2 })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.getByRole('button', { name: texts.product.addToCart }).click();
        // The toast covers the buy bar until it is closed.
        await page.getByRole('status').filter({ hasText: texts.product.addedToCart }).getByRole('button').click();
        await expect(page.getByRole('link', { name: texts.product.cartWithCount(index + 1) })).toBeVisible();
      }
      const [titleA, titleB] = titles as [string, string];

      // The cart: two of the second store's product, then nothing selected, then each store's line again.
      await page.getByRole('link', { name: texts.product.cartWithCount(2) }).click();
      await expect(page.getByRole('heading', { name: texts.cart.title, level: 1 })).toBeVisible();
      const quantityOfB = page.getByRole('region', { name: storeB.name }).getByRole('group', { name: texts.cart.quantityOf(titleB) });
      await quantityOfB.getByRole('button', { name: texts.cart.increase }).click();
      await expect(quantityOfB.locator('output')).toHaveText(String(quantityB));
      const selectAll = page.getByRole('checkbox', { name: texts.cart.selectAll, exact: true });
      await expect(selectAll).toBeChecked();
      await selectAll.click();
      await expect(page.getByRole('button', { name: texts.cart.checkout(0) })).toBeDisabled();
      await page.getByRole('checkbox', { name: texts.cart.selectStore(storeA.name), exact: true }).click();
      await expect(page.getByRole('button', { name: texts.cart.checkout(1) })).toBeEnabled();
      await page.getByRole('checkbox', { name: texts.cart.selectLine(titleB), exact: true }).click();
      await expect(selectAll).toBeChecked();
      await expect(page.getByText(`${texts.cart.total} ${rupiah(checkoutFees.goodsAmount)}`)).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (axe) await expectNoSeriousViolations(page);

      // Checkout: the address, each store's items and shipping, the fees itemised; a method is needed.
      await page.getByRole('button', { name: texts.cart.checkout(2) }).click();
      await expect(page.getByRole('heading', { name: texts.pay.checkoutTitle, level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: texts.pay.deliveryAddress })).toContainText(recipient);
      await expect(page.getByRole('region', { name: storeA.name })).toContainText(`${titleA}${rupiah(productA.price)} × 1`);
      await expect(page.getByRole('region', { name: storeB.name })).toContainText(`${titleB}${rupiah(productB.price)} × ${quantityB}`);
      for (const store of [storeA, storeB]) {
        await expect(page.getByRole('region', { name: store.name })).toContainText(`${texts.pay.shippingFee}: ${rupiah(fees.shippingFee)}`);
      }
      await expect(definition(page, texts.pay.goods)).toHaveText(rupiah(checkoutFees.goodsAmount));
      await expect(definition(page, texts.pay.serviceFee)).toHaveText(rupiah(checkoutFees.serviceFee));
      await expect(definition(page, texts.pay.shippingFee)).toHaveText(rupiah(checkoutFees.shippingFee));
      await expect(definition(page, texts.pay.vat)).toHaveText(rupiah(checkoutFees.vat));
      await expect(definition(page, texts.pay.total)).toHaveText(rupiah(checkoutFees.total));
      const payBoth = page.getByRole('button', { name: texts.pay.payNow(rupiah(checkoutFees.total)) });
      await payBoth.click();
      await expect(page.getByRole('alert').filter({ hasText: texts.pay.selectPaymentMethod })).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (axe) await expectNoSeriousViolations(page);

      // The balance covers one order, not both: the page says so before paying, and the server after.
      const methods = page.getByRole('group', { name: texts.pay.paymentMethod });
      await methods.getByRole('radio', { name: texts.pay.balance }).check();
      await expect(methods.getByText(texts.pay.insufficientBalance)).toBeVisible();
      await payBoth.click();
      // The orders are placed (the page pays them from now on), their payment refused.
      await expect(page.getByRole('heading', { name: texts.pay.paymentTitle, level: 1 })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: texts.pay.insufficientBalance })).toBeVisible();
      await expect(methods.getByRole('radio', { name: texts.pay.balance })).toBeChecked();
      await expect(methods.getByText(texts.pay.insufficientBalance)).toBeVisible();

      // Both orders wait for payment; the first store's is paid from the balance.
      await page.goto('/h5/order?tab=pending_payment');
      await expect(page.getByRole('tab', { name: texts.orders.pendingPaymentTab(2), selected: true })).toBeVisible();
      const unpaidCard = (store: { name: string }) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: store.name, exact: true }) });
      await expect(unpaidCard(storeA)).toContainText(rupiah(feesA.total));
      await expect(unpaidCard(storeB)).toContainText(rupiah(feesB.total));
      await expectNoSidewaysScroll(page);
      if (axe) await expectNoSeriousViolations(page);
      await unpaidCard(storeA).getByRole('link', { name: texts.orders.pay, exact: true }).click();
      await expect(page.getByRole('heading', { name: texts.pay.paymentTitle, level: 1 })).toBeVisible();
      await methods.getByRole('radio', { name: texts.pay.balance }).check();
      await expect(methods.getByText(texts.pay.insufficientBalance)).toBeHidden();
      await page.getByRole('button', { name: texts.pay.payNow(rupiah(feesA.total)) }).click();
      await expect(page.getByText(texts.pay.paid)).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.orders.status.pending_shipment, level: 2 })).toBeVisible();
      const orderA = orderIdOf(page);
      const orderNoA = (await definition(page, texts.orders.orderNumber).textContent())!;

      // The second store's order by BCA virtual account, paid on the gateway's page in another tab.
      await page.goto('/h5/order?tab=pending_payment');
      await unpaidCard(storeB).getByRole('link', { name: texts.orders.pay, exact: true }).click();
      await page.getByRole('radio', { name: texts.pay.bcaVa }).check();
      const paying = page.waitForResponse((response) => response.url().includes('/trpc/payment.payOrders'));
      await page.getByRole('button', { name: texts.pay.payNow(rupiah(feesB.total)) }).click();
      // The gateway's pay page is the payment's (the payer would pay by the VA number in a bank's app).
      const [answer] = (await (await paying).json()) as [{ result: { data: { json: { id: string } } } }];
      const vaNumber = definition(page, texts.pay.vaNumber);
      await expect(vaNumber).toHaveText(/^\d{11}$/);
      const payer = await page.context().newPage();
      await payer.goto(`/sandbox/pay/${answer.result.data.json.id}`);
      await expect(payer.getByText((await vaNumber.textContent())!)).toBeVisible();
      await payer.getByRole('button', { name: money.sandbox.pay, exact: true }).click();
      await expect(payer.getByRole('status')).toHaveText(money.sandbox.paid);
      await payer.close();
      await expect(page.getByText(texts.pay.paid)).toBeVisible({ timeout: CREDIT_TIMEOUT_MS });
      await expect(page.getByRole('heading', { name: texts.orders.detailTitle, level: 1 })).toBeVisible();
      const orderB = orderIdOf(page);
      const orderNoB = (await definition(page, texts.orders.orderNumber).textContent())!;

      // The new store's goods cost was paid from its owner's balance, without a tap.
      await reloadUntil(merchantB, '/h5/merchant/order', () => expect(merchantB.getByRole('listitem', { name: texts.merchantOrders.card(orderNoB) })).toContainText(texts.merchantOrders.goodsCostStatus.paid, { timeout: 1_000 }));
      const cardB = merchantB.getByRole('listitem', { name: texts.merchantOrders.card(orderNoB) });
      await expect(cardB.getByRole('button', { name: texts.merchantOrders.payGoodsCost })).toHaveCount(0);
      await expect(definition(cardB, texts.merchantOrders.profit)).toHaveText(rupiah(feesB.goodsAmount - goodsCostB));

      // The demo store's awaits its merchant, who pays it from the order.
      const merchantA = await openAs(browser, baseURL!, locale, storeA.ownerToken);
      await merchantA.goto('/h5/merchant/order?tab=pending_payment');
      await expect(merchantA.getByRole('heading', { name: texts.merchantOrders.title, level: 1 })).toBeVisible();
      const cardA = merchantA.getByRole('listitem', { name: texts.merchantOrders.card(orderNoA) });
      await expect(cardA).toContainText(texts.merchantOrders.goodsCostStatus.awaiting);
      await expect(definition(cardA, texts.merchantOrders.saleAmount)).toHaveText(rupiah(feesA.goodsAmount));
      await expect(definition(cardA, texts.merchantOrders.goodsCost)).toHaveText(rupiah(goodsCostA));
      await expect(definition(cardA, texts.merchantOrders.profit)).toHaveText(rupiah(feesA.goodsAmount - goodsCostA));
      await expectNoSidewaysScroll(merchantA);
      if (axe) await expectNoSeriousViolations(merchantA);
      await cardA.getByRole('button', { name: texts.merchantOrders.payGoodsCost }).click();
      const payDialog = merchantA.getByRole('dialog', { name: texts.merchantOrders.confirmTitle });
      await expect(definition(payDialog, texts.merchantOrders.amount)).toHaveText(rupiah(goodsCostA));
      await payDialog.getByRole('button', { name: texts.merchantOrders.confirm, exact: true }).click();
      await expect(merchantA.getByText(texts.merchantOrders.goodsCostPaid)).toBeVisible();
      await merchantA.goto(`/h5/merchant/order/detail?id=${orderA}`);
      await expect(merchantA.getByRole('heading', { name: texts.merchantOrders.detailTitle, level: 1 })).toBeVisible();
      await expect(merchantA.getByRole('heading', { name: texts.merchantOrders.card(orderNoA), level: 2 })).toBeVisible();
      await expectNoSidewaysScroll(merchantA);
      if (axe) await expectNoSeriousViolations(merchantA);

      // The platform ships both: the buyer reads the tracking numbers.
      for (const orderId of [orderA, orderB]) {
        await expectBuyerStatus(page, texts, orderId, 'pending_receipt');
        const tracking = (await definition(page, texts.orders.trackingNumber).textContent())!;
        expect(tracking).toMatch(TRACKING_NUMBER);
        await expect(page.getByText(texts.orders.shipped(tracking))).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      if (axe) await expectNoSeriousViolations(page);

      // The buyer confirms receipt of the new store's order and reviews it: stars and a text.
      await page.getByRole('button', { name: texts.orders.confirmReceipt }).click();
      await expect(page.getByText(texts.orders.received)).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.orders.status.pending_review, level: 2 })).toBeVisible();
      await page.getByRole('button', { name: texts.orders.review, exact: true }).click();
      const reviewDialog = page.getByRole('dialog', { name: texts.orders.reviewTitle });
      await reviewDialog.getByRole('radio', { name: texts.orders.stars(4), exact: true }).check();
      const reviewText = `${locale === 'zh' ? '质量很好，发货很快' : locale === 'en' ? 'Good quality, quick delivery' : 'Barang bagus, pengiriman cepat'} ${runId()}`;
      await field(page, texts.orders.reviewText).fill(reviewText);
      await reviewDialog.getByRole('button', { name: texts.orders.submit }).click();
      await expect(page.getByText(texts.orders.reviewed)).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.orders.status.completed, level: 2 })).toBeVisible();
      await expect(page.getByText(texts.orders.yourReview(4))).toBeVisible();

      // The review is on the product page (its reviews may be cached for half a minute).
      await reloadUntil(
        page,
        `/h5/products/${productB.productId}?store=${storeB.id}`,
        async () => {
          const review = page.getByRole('listitem').filter({ hasText: reviewText });
          await expect(review).toBeVisible({ timeout: 1_000 });
          await expect(review.getByRole('img', { name: texts.product.ratedStars(4) })).toBeVisible({ timeout: 1_000 });
        },
        45_000,
      );

      // The new store's profit: in its fund history, its order's figures and the merchant centre.
      const balanceB = fundsB - goodsCostB + feesB.goodsAmount;
      await reloadUntil(merchantB, '/h5/merchant/fund', () =>
        expect(merchantB.getByRole('region', { name: money.fund.records }).getByRole('listitem').first()).toContainText(texts.fund.types.profit, { timeout: 1_000 }),
      );
      await expectRecords(merchantB, money, [
        [texts.fund.types.profit, signedRupiah(feesB.goodsAmount), rupiah(balanceB), orderNoB],
        [texts.fund.types.mch_order_pay, signedRupiah(-goodsCostB), rupiah(fundsB - goodsCostB), orderNoB],
        [texts.fund.types.sysmtem, signedRupiah(fundsB), rupiah(fundsB), 'Modal biaya barang'],
      ]);
      await merchantB.goto('/h5/merchant/order');
      await expect(cardB).toContainText(texts.merchantOrders.goodsCostStatus.completed);
      await expect(cardB).toContainText(texts.merchantOrders.status.completed);
      await reloadUntil(merchantB, '/h5/merchant', async () => {
        const figures = merchantB.getByRole('region', { name: texts.centre.figuresTitle });
        await expect(definition(figures, texts.centre.sales)).toHaveText(String(quantityB), { timeout: 1_000 });
        await expect(definition(figures, texts.centre.profit)).toHaveText(rupiah(feesB.goodsAmount - goodsCostB));
        await expect(definition(figures, texts.centre.goodsCost)).toHaveText(rupiah(goodsCostB));
        await expect(definition(figures, texts.centre.available)).toHaveText(rupiah(balanceB));
      });
      await expectNoSidewaysScroll(merchantB);
      await merchantB.context().close();

      // The demo store's order goes back: received, a return asked for with a reason, approved.
      await page.goto(`/h5/order/detail?id=${orderA}`);
      await page.getByRole('button', { name: texts.orders.confirmReceipt }).click();
      await expect(page.getByRole('heading', { name: texts.orders.status.pending_review, level: 2 })).toBeVisible();
      await page.getByRole('button', { name: texts.orders.requestReturn }).click();
      const returnDialog = page.getByRole('dialog', { name: texts.orders.requestReturn });
      await returnDialog.getByRole('button', { name: texts.orders.submit }).click();
      await expect(returnDialog.getByText(texts.orders.returnReasonRequired)).toBeVisible();
      const returnReason = `${locale === 'zh' ? '尺寸不合适' : locale === 'en' ? 'Wrong size' : 'Ukurannya tidak pas'} ${runId()}`;
      await field(page, texts.orders.returnReason).fill(returnReason);
      await returnDialog.getByRole('button', { name: texts.orders.submit }).click();
      await expect(page.getByText(texts.orders.returnRequested).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.orders.status.return_requested, level: 2 })).toBeVisible();
      await expect(page.getByText(texts.orders.returnReasonShown(returnReason))).toBeVisible();

      await merchantA.goto(`/h5/merchant/order/detail?id=${orderA}`);
      await expect(merchantA.getByText(texts.merchantOrders.returnReason(returnReason))).toBeVisible();
      await merchantA.getByRole('button', { name: texts.merchantOrders.approveReturn }).click();
      await expect(merchantA.getByText(texts.merchantOrders.returnApproved)).toBeVisible();
      await expect(definition(merchantA, texts.merchantOrders.orderStatus)).toHaveText(texts.merchantOrders.status.return_approved);

      // The goods come back: the buyer is refunded, the store gets its goods cost back.
      await expectBuyerStatus(page, texts, orderA, 'refunded');
      await expect(page.getByText(texts.orders.refunded)).toBeVisible();
      await reloadUntil(merchantA, `/h5/merchant/order/detail?id=${orderA}`, () =>
        expect(definition(merchantA, texts.merchantOrders.orderStatus)).toHaveText(texts.merchantOrders.status.refunded, { timeout: 1_000 }),
      );
      await expect(merchantA.getByText(texts.merchantOrders.goodsCostStatus.refunded).first()).toBeVisible();
      await merchantA.context().close();

      await reloadUntil(page, '/h5/merchant/fund', () =>
        expect(page.getByRole('region', { name: money.fund.records }).getByRole('listitem')).toHaveCount(5, { timeout: 1_000 }),
      );
      await expectRecords(page, money, [
        [texts.fund.types.prd_order_pay, signedRupiah(feesA.total), rupiah(feesA.total), orderNoA],
        [texts.fund.types.prd_order_pay, signedRupiah(-feesB.total), rupiah(0), orderNoB],
        [money.fund.recharge, signedRupiah(feesB.total), rupiah(feesB.total), money.recharge.bcaVa],
        [texts.fund.types.prd_order_pay, signedRupiah(-feesA.total), rupiah(0), orderNoA],
        [texts.fund.types.sysmtem, signedRupiah(feesA.total), rupiah(feesA.total), 'Saldo belanja'],
      ]);
    });

    // The product page may be cached for half a minute after each change of the stock; the stock
    // reads alike in every language, so it is followed in the first one only.
    const followsStock = locale === Object.keys(orderLanguages)[0];
    test(`an unpaid order cancelled from the account's orders entry${followsStock ? ' gives its stock back' : ''}`, async ({ page, request }) => {
      if (followsStock) test.setTimeout(120_000);
      const store = await demoStore(request);
      const { product } = store;
      const { total } = storeOrderFees(product.price, await feeSettingsNow(request, await operatorToken(request)));
      const shopper = await newShopper(request, `Dewi ${runId()}`);
      await openSignedIn(page, shopper.token);
      const productPage = `/h5/products/${product.productId}?store=${store.id}`;
      const expectStock = async (stock: number) => {
        if (followsStock) await reloadUntil(page, productPage, () => expect(page.getByText(texts.product.inStock(stock), { exact: true })).toBeVisible({ timeout: 1_000 }), 45_000);
      };
      if (followsStock) await expectStock(product.stock);
      else await page.goto(productPage);

      // "Buy now", and the payment refused: the order is placed and waits for payment.
      await page.getByRole('button', { name: texts.product.buyNow }).click();
      await expect(page.getByRole('heading', { name: texts.pay.checkoutTitle, level: 1 })).toBeVisible();
      const methods = page.getByRole('group', { name: texts.pay.paymentMethod });
      await methods.getByRole('radio', { name: texts.pay.balance }).check();
      await expect(methods.getByText(texts.pay.insufficientBalance)).toBeVisible();
      await page.getByRole('button', { name: texts.pay.payNow(rupiah(total)) }).click();
      await expect(page.getByRole('heading', { name: texts.pay.paymentTitle, level: 1 })).toBeVisible();
      await expect(methods.getByText(texts.pay.insufficientBalance)).toBeVisible();
      await expectStock(product.stock - 1);

      // From the account's orders entry to the unpaid order, cancelled there.
      await page.goto('/h5/account');
      const entry = page.getByRole('navigation', { name: texts.orders.entry, exact: true });
      await expect(entry.getByRole('link', { name: `1 ${texts.orders.status.pending_payment}` })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await entry.getByRole('link', { name: `1 ${texts.orders.status.pending_payment}` }).click();
      await expect(page.getByRole('tab', { name: texts.orders.pendingPaymentTab(1), selected: true })).toBeVisible();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: store.name, exact: true }) });
      await card.getByRole('button', { name: texts.orders.cancel }).click();
      await page.getByRole('dialog', { name: texts.orders.cancel }).getByRole('button', { name: texts.orders.cancel }).click();
      await expect(page.getByText(texts.orders.cancelled)).toBeVisible();
      await expect(page.getByRole('tab', { name: texts.orders.pendingPaymentTab(0), selected: true })).toBeVisible();
      await page.goto('/h5/order');
      await expect(card).toContainText(texts.orders.status.cancelled);
      await expectStock(product.stock);
    });
  });
}
