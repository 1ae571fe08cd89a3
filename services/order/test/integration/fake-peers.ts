import { catalogV1, fundReasons, fundV1, identityV1, merchantV1, orderReasons } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { Collaborators } from '../../src/clients/clients.js';

/**
 * The order service's peers as in-memory fakes behind the interfaces it calls them through, with
 * the behaviour the order service relies on: stock reserved and released once per reservation id,
 * one posting per reference and none beyond the balance, and each peer able to be down
 * (UNAVAILABLE). For the order service's own rules and workflows; the real peers are in the
 * fixture's suites.
 */
export class FakePeers {
  readonly stock = new Map<number, number>();
  readonly prices = new Map<number, { price: number; merchantPrice: number }>();
  readonly reservations = new Map<string, { items: { productId: number; quantity: number }[]; state: 'reserved' | 'released' }>();
  readonly stores = new Map<number, { ownerId: string; autoPay: boolean }>();
  readonly balances = new Map<string, number>();
  readonly postings = new Map<string, { userId: string; amount: number }>();
  readonly down = new Set<keyof Collaborators>();
  /** Runs as a reservation arrives: others buying meanwhile. */
  beforeReserve: (() => void) | undefined;

  product(productId: number, stock: number, price = 100_000, merchantPrice = 60_000): void {
    this.stock.set(productId, stock);
    this.prices.set(productId, { price, merchantPrice });
  }

  private up(peer: keyof Collaborators): void {
    if (this.down.has(peer)) throw new AppError('UNAVAILABLE', 'unavailable', `${peer} is down`);
  }

  readonly calls: Collaborators = {
    catalog: {
      getOrderableProducts: async ({ items }) => {
        this.up('catalog');
        return catalogV1.GetOrderableProductsResponse.fromPartial({
          products: items.map(({ productId, storeId }) => ({ productId, storeId, found: this.stock.has(productId), listed: true, title: `Produk ${productId}`, stock: this.stock.get(productId) ?? 0, ...this.prices.get(productId) })),
        });
      },
      reserveStock: async ({ reservationId, items }) => {
        this.beforeReserve?.();
        this.up('catalog');
        if (this.reservations.has(reservationId)) return {};
        if (items.some(({ productId, quantity }) => (this.stock.get(productId) ?? 0) < quantity)) throw new AppError('FAILED_PRECONDITION', orderReasons.insufficientStock);
        for (const { productId, quantity } of items) this.stock.set(productId, this.stock.get(productId)! - quantity);
        this.reservations.set(reservationId, { items, state: 'reserved' });
        return {};
      },
      releaseStock: async ({ reservationId }) => {
        this.up('catalog');
        const reservation = this.reservations.get(reservationId);
        if (!reservation || reservation.state === 'released') return {};
        for (const { productId, quantity } of reservation.items) this.stock.set(productId, this.stock.get(productId)! + quantity);
        reservation.state = 'released';
        return {};
      },
    },
    merchant: {
      getStore: async ({ id }) => {
        this.up('merchant');
        const store = this.stores.get(id);
        if (!store) throw new AppError('NOT_FOUND', 'store_not_found');
        return merchantV1.GetStoreResponse.fromPartial({ store: { id, name: `Toko ${id}`, ownerId: store.ownerId, autoPay: store.autoPay, status: merchantV1.StoreStatus.STORE_STATUS_ACTIVE } });
      },
      getMyStore: async () => {
        throw new AppError('NOT_FOUND', 'store_not_found');
      },
    },
    identity: {
      listAddresses: async () => {
        this.up('identity');
        return identityV1.ListAddressesResponse.fromPartial({
          addresses: [{ id: 7, recipientName: 'Siti Rahma', phone: '0812-1111-2222', provinceName: 'DKI Jakarta', cityName: 'Jakarta Pusat', districtName: 'Gambir', detail: 'Jl. Medan Merdeka Barat No. 12', isDefault: true }],
        });
      },
      getUser: async () => identityV1.GetUserResponse.fromPartial({}),
    },
    fund: {
      getFeeSettings: async () => {
        this.up('fund');
        return fundV1.GetFeeSettingsResponse.fromPartial({ feeSettings: { serviceFeeBp: 500, shippingFee: 10_000, vatBp: 1100 } });
      },
      debit: async ({ posting }) => {
        this.up('fund');
        const { userId, amount, reference } = posting!;
        if (!this.postings.has(reference)) {
          const balance = this.balances.get(userId) ?? 0;
          if (balance < amount) throw new AppError('FAILED_PRECONDITION', fundReasons.insufficientBalance);
          this.balances.set(userId, balance - amount);
          this.postings.set(reference, { userId, amount });
        }
        return fundV1.DebitResponse.fromPartial({});
      },
      getAvailableBalance: async ({ userId }) => {
        this.up('fund');
        return fundV1.GetAvailableBalanceResponse.fromPartial({ available: this.balances.get(userId) ?? 0 });
      },
    },
  };
}
