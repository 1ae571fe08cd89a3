/** The shopper the local stack creates on its first start and prints on every start. */
export const demoShopper = { account: '+6281200000001', password: 'demo1234' } as const;

/**
 * The merchant the local stack creates: its fixed user id is the owner of the merchant service's
 * demo store 1, so signing in shows a merchant with an approved store.
 */
export const demoMerchant = { id: '6f1d2c3b-4a59-4e8d-9c7b-0a1b2c3d4e5f', account: '+6281200000002', password: 'demo1234' } as const;

/** The operator the local stack creates: reviews applications and stores in the operator console. */
export const demoOperator = { account: '+6281200000003', password: 'demo1234' } as const;

/** How many demo stores the merchant service opens (1..N) and the catalog gives demo listings. */
export const demoStoreCount = 60;

/** Signs the demo shopper in through /trpc at `baseUrl`, as the sign-in page does; answers the session token. */
export async function demoShopperToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/trpc/user.signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { account: demoShopper.account, password: demoShopper.password } }),
  });
  if (!response.ok) throw new Error(`demo shopper sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: { data: { json: { token: string } } } }).result.data.json.token;
}
