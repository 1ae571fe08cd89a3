/** The shopper the local stack creates on its first start and prints on every start. */
export const demoShopper = { account: '+6281200000001', password: 'demo1234' } as const;
