/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { FakeServerError, fakeServer, renderPage, stopFakeServer, type Call } from '@shop/web-core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CartPage from '../src/exposes/CartPage';
import PayPage from '../src/exposes/PayPage';
import { address, fees, item, order, orderId } from './order-fixtures';

const inputsOf = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

function line(overrides: Partial<{ productId: number; quantity: number; selected: boolean; stock: number; available: boolean; title: string }> = {}) {
  return { productId: 12, storeId: 7, quantity: 2, selected: true, title: 'Kemeja Batik', image: null, unitPrice: 100_000, stock: 5, available: true, ...overrides };
}

function cart(lines = [line(), line({ productId: 13, title: 'Sarung', available: false, selected: false })]) {
  return { stores: [{ storeId: 7, storeName: 'Toko Batik Sari', lines }], selectedCount: 1, selectedAmount: 200_000, totalQuantity: 4 };
}

const quote = { address, stores: [{ storeId: 7, storeName: 'Toko Batik Sari', items: [item], ...fees }], ...fees, rates: { serviceFeeBp: 200, shippingFee: 10_000, vatBp: 1100 } };
const options = { balance: 100_000, methods: [{ method: 'bca_va' as const, kind: 'virtual_account' as const, minAmount: 10_000, maxAmount: 50_000_000 }], expiryMinutes: 30 };

function payment(status: 'paid' | 'pending', method: 'balance' | 'bca_va' | 'qris' = 'balance') {
  return {
    id: '0190d2b4-6c1e-7c3a-9a55-2f4b8f1d0a99',
    orderIds: [orderId],
    amount: fees.total,
    method,
    status,
    vaNumber: method === 'bca_va' ? '8808123456' : '',
    billerCode: '',
    qrString: method === 'qris' ? '00020101021226670016COM.NOBUBANK.WWW0118936005030000089874UMI5204541153033605405236440' : '',
    redirectUrl: '',
    createdAt: new Date(),
    expiresAt: method === 'balance' ? null : new Date(Date.now() + 15 * 60_000),
    paidAt: null,
  };
}

beforeEach(() => storeToken('token-1'));

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

describe('the cart', () => {
  it('groups lines by store, greys out unavailable ones, steps quantities, selects and removes, and checks out', async () => {
    const calls = fakeServer({ 'cart.get': () => cart(), 'cart.update': () => cart(), 'cart.select': () => cart(), 'cart.remove': () => cart([line()]) });
    await renderPage(CartPage, 'en', '/h5/cart');
    const store = await screen.findByRole('region', { name: 'Toko Batik Sari' });
    expect(within(store).getByRole('link', { name: 'Toko Batik Sari' }).getAttribute('href')).toBe('/h5/merchant/shop/7');
    expect(within(store).getByText('Unavailable').closest('li')!.className).toContain('orders-line--unavailable');
    expect((within(store).getByRole('checkbox', { name: 'Select Sarung' }) as HTMLInputElement).disabled).toBe(true);

    const stepper = within(store).getByRole('group', { name: 'Quantity of Kemeja Batik' });
    fireEvent.click(within(stepper).getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(inputsOf(calls, 'cart.update')).toEqual([{ productId: 12, storeId: 7, quantity: 3, selected: true }]));
    fireEvent.click(within(store).getByRole('checkbox', { name: 'Select everything from Toko Batik Sari' }));
    await waitFor(() => expect(inputsOf(calls, 'cart.select')).toEqual([{ storeId: 7, selected: false }]));
    fireEvent.click(within(store).getByRole('button', { name: 'Remove Sarung' }));
    await waitFor(() => expect(inputsOf(calls, 'cart.remove')).toEqual([{ lines: [{ productId: 13, storeId: 7 }] }]));

    expect(screen.getByText('Rp 200.000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout (1)' }));
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/pay?from=cart');
  });

  it('says when it is empty, with a way home', async () => {
    fakeServer({ 'cart.get': () => ({ stores: [], selectedCount: 0, selectedAmount: 0, totalQuantity: 0 }) });
    await renderPage(CartPage, 'ind', '/h5/cart');
    expect(await screen.findByText('Keranjang Anda kosong.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mulai belanja' }).getAttribute('href')).toBe('/h5');
  });
});

describe('checkout and payment', () => {
  it('shows the address, items and fees, asks for a method, then places and pays with the balance', async () => {
    const calls = fakeServer({
      'order.quote': () => quote,
      'payment.orderOptions': () => ({ ...options, balance: 500_000 }),
      'order.place': () => [order()],
      'payment.payOrders': () => payment('paid'),
    });
    await renderPage(PayPage, 'en', '/h5/pay?from=cart');
    expect(await screen.findByText('Siti')).toBeTruthy();
    for (const [label, amount] of [
      ['Goods', 'Rp 200.000'],
      ['Service fee', 'Rp 4.000'],
      ['VAT', 'Rp 22.440'],
    ] as const) {
      expect(screen.getByText(label).nextElementSibling!.textContent).toBe(amount);
    }
    const payButton = screen.getByRole('button', { name: 'Pay Rp 236.440' });
    fireEvent.click(payButton);
    expect(await screen.findByText('Please select a payment method')).toBeTruthy();
    expect(inputsOf(calls, 'order.place')).toEqual([]);

    fireEvent.click(await screen.findByRole('radio', { name: /Balance/ }));
    fireEvent.click(payButton);
    await waitFor(() => expect(inputsOf(calls, 'payment.payOrders')).toEqual([{ orderIds: [orderId], method: 'balance' }]));
    expect(inputsOf(calls, 'order.quote')[0]).toEqual({ from: 'cart' });
    expect(inputsOf(calls, 'order.place')).toEqual([{ from: 'cart', addressId: 3, expectedTotal: 236_440 }]);
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe(`/h5/order/detail?id=${orderId}`);
  });

  it('places the orders, moves to them and shows their gateway payment', async () => {
    const calls = fakeServer({
      'order.quote': () => quote,
      'order.detail': () => order(),
      'payment.orderOptions': () => options,
      'order.place': () => [order()],
      'payment.payOrders': () => payment('pending', 'bca_va'),
      'payment.orderPayment': () => payment('pending', 'bca_va'),
    });
    await renderPage(PayPage, 'en', '/h5/pay?product=12&store=7&qty=2');
    fireEvent.click(await screen.findByRole('radio', { name: 'BCA Virtual Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rp 236.440' }));
    expect(await screen.findByText('8808123456')).toBeTruthy();
    expect(inputsOf(calls, 'payment.payOrders')).toEqual([{ orderIds: [orderId], method: 'bca_va' }]);
    // The page names the placed orders now: a reload pays them, never places them again.
    expect(screen.getByRole('heading', { name: 'Pay orders', level: 1 })).toBeTruthy();
  });

  it('keeps the balance chosen and says it is insufficient when paying the placed orders is refused', async () => {
    const calls = fakeServer({
      'order.quote': () => quote,
      'order.detail': () => order(),
      'payment.orderOptions': () => options,
      'order.place': () => [order()],
      'payment.payOrders': () => {
        throw new FakeServerError('PRECONDITION_FAILED', 'Insufficient balance', 'insufficient_balance');
      },
    });
    await renderPage(PayPage, 'en', '/h5/pay?from=cart');
    fireEvent.click(await screen.findByRole('radio', { name: /Balance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rp 236.440' }));
    await waitFor(() => expect(inputsOf(calls, 'payment.payOrders')).toEqual([{ orderIds: [orderId], method: 'balance' }]));
    expect(await screen.findByRole('heading', { name: 'Pay orders', level: 1 })).toBeTruthy();
    expect((await screen.findByRole('radio', { name: /Balance/ })).matches(':checked')).toBe(true);
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    expect(inputsOf(calls, 'order.place')).toHaveLength(1);
  });

  it('quotes again when the total changed and shows the new one', async () => {
    let quotes = 0;
    fakeServer({
      'order.quote': () => (quotes++ === 0 ? quote : { ...quote, total: 240_000 }),
      'payment.orderOptions': () => options,
      'order.place': () => {
        throw new FakeServerError('PRECONDITION_FAILED', 'Prices have changed: please check the new total', 'quote_changed');
      },
    });
    await renderPage(PayPage, 'en', '/h5/pay?product=12&store=7&qty=2');
    fireEvent.click(await screen.findByRole('radio', { name: 'BCA Virtual Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rp 236.440' }));
    expect(await screen.findByText('Prices have changed: the new total is Rp 240.000')).toBeTruthy();
  });

  it('shows the orders when another tab placed the cart already', async () => {
    const calls = fakeServer({
      'order.quote': () => quote,
      'payment.orderOptions': () => options,
      'order.place': () => {
        throw new FakeServerError('PRECONDITION_FAILED', 'These items have already been ordered: please check your orders', 'already_placed');
      },
    });
    await renderPage(PayPage, 'en', '/h5/pay?from=cart');
    fireEvent.click(await screen.findByRole('radio', { name: 'BCA Virtual Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rp 236.440' }));
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe('/h5/order');
    expect(inputsOf(calls, 'payment.payOrders')).toEqual([]);
  });

  it('says the balance is insufficient before paying, and shows a gateway payment until it is paid', async () => {
    let polls = 0;
    const calls = fakeServer({
      'order.detail': () => order(),
      'payment.orderOptions': () => options,
      'payment.payOrders': () => payment('pending', 'bca_va'),
      'payment.orderPayment': () => payment(polls++ < 1 ? 'pending' : 'paid', 'bca_va'),
    });
    await renderPage(PayPage, 'en', `/h5/pay?orders=${orderId}`);
    fireEvent.click(await screen.findByRole('radio', { name: /Balance/ }));
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/h5/merchant/recharge');
    fireEvent.click(screen.getByRole('radio', { name: 'BCA Virtual Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rp 236.440' }));
    expect(await screen.findByText('8808123456')).toBeTruthy();
    expect(inputsOf(calls, 'payment.payOrders')).toEqual([{ orderIds: [orderId], method: 'bca_va' }]);
    expect((await screen.findByRole('status', { name: 'location' }, { timeout: 8_000 })).textContent).toBe(`/h5/order/detail?id=${orderId}`);
  }, 15_000);

  it('draws a QRIS payment as its code, with the time left to pay', async () => {
    fakeServer({
      'order.detail': () => order(),
      'payment.orderOptions': () => ({ ...options, methods: [{ method: 'qris' as const, kind: 'qris' as const, minAmount: 1_000, maxAmount: 10_000_000 }] }),
      'payment.payOrders': () => payment('pending', 'qris'),
      'payment.orderPayment': () => payment('pending', 'qris'),
    });
    await renderPage(PayPage, 'en', `/h5/pay?orders=${orderId}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'QRIS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rp 236.440' }));
    const code = await screen.findByRole('img', { name: 'QRIS code for Rp 236.440' });
    expect(code.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('timer').textContent).toMatch(/^Pay within 1[45]:\d\d$/);
  });
});
