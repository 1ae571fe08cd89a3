import type { useTRPCClient } from '@shop/web-core';

/** A delivery address as `address.list` returns it (area names included). */
export type Address = Awaited<ReturnType<ReturnType<typeof useTRPCClient>['address']['list']['query']>>[number];
