import type { useTRPCClient } from '@shop/web-core';

type Client = ReturnType<typeof useTRPCClient>;

/** What the cart, checkout, order and order payment procedures return. */
export type Cart = Awaited<ReturnType<Client['cart']['get']['query']>>;
export type CartLine = Cart['stores'][number]['lines'][number];
export type Quote = Awaited<ReturnType<Client['order']['quote']['query']>>;
export type BuyerOrder = Awaited<ReturnType<Client['order']['detail']['query']>>;
export type OrderItem = BuyerOrder['items'][number];
export type OrderOptions = Awaited<ReturnType<Client['payment']['orderOptions']['query']>>;
export type OrderPayment = Awaited<ReturnType<Client['payment']['payOrders']['mutate']>>;
