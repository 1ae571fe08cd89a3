/** The shopper the local stack creates on its first start and prints on every start. */
export const demoShopper = { account: '+6281200000001', password: 'demo1234' } as const;

/** The merchant the local stack creates (identity, with this fixed id) and who owns demo store 1 (merchant). */
export const demoMerchant = { id: '6f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7', account: '+6281200000002', password: 'demo1234' } as const;

/** The demo stores the merchant service opens (ids 1..N) and the catalog lists demo products in. */
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

/** The operator the local stack creates: reviews applications and stores in the operator console. */
export const demoOperator = { account: '+6281200000003', password: 'demo1234' } as const;

/** A second operator: large wallet adjustments need one besides the operator who asks for them. */
export const demoSecondOperator = { account: '+6281200000004', password: 'demo1234' } as const;
