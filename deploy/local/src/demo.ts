/** The shopper the local stack creates on its first start and prints on every start. */
export const demoShopper = { account: '+6281200000001', password: 'demo1234' } as const;

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
