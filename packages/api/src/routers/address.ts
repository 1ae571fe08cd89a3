import type { TRPCRouterRecord } from '@trpc/server';
import { shopperProcedure } from '../trpc.js';
import { addressIdInput, createAddressInput, updateAddressInput } from '../validation.js';
import { shopperAddress } from './shapes.js';

/** The signed-in shopper's own delivery addresses; another user's address id answers NOT_FOUND. */
export const addressRouter = {
  /** The default first, then newest first. */
  list: shopperProcedure.query(async ({ ctx }) => {
    const { addresses } = await ctx.clients.identity.call.listAddresses({});
    return addresses.map(shopperAddress);
  }),

  /** The first address becomes the default, as does one created with `isDefault: true`. */
  create: shopperProcedure.input(createAddressInput).mutation(async ({ ctx, input }) => {
    const { address } = await ctx.clients.identity.call.createAddress({ address: input });
    return shopperAddress(address);
  }),

  /** Replaces every field; `isDefault: false` never leaves the shopper without a default. */
  update: shopperProcedure.input(updateAddressInput).mutation(async ({ ctx, input }) => {
    const { id, ...address } = input;
    const updated = await ctx.clients.identity.call.updateAddress({ addressId: id, address });
    return shopperAddress(updated.address);
  }),

  /** Removing the default makes the newest remaining address the default. */
  remove: shopperProcedure.input(addressIdInput).mutation(async ({ ctx, input }) => {
    await ctx.clients.identity.call.removeAddress({ addressId: input.id });
    return { removed: true };
  }),

  setDefault: shopperProcedure.input(addressIdInput).mutation(async ({ ctx, input }) => {
    const { address } = await ctx.clients.identity.call.setDefaultAddress({ addressId: input.id });
    return shopperAddress(address);
  }),
} satisfies TRPCRouterRecord;
