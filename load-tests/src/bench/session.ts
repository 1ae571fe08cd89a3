import { demoShopper } from '@shop/local-stack';

/** Signs the local stack's demo shopper in through /trpc, as the sign-in page does. */
export async function demoShopperToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/trpc/user.signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { account: demoShopper.account, password: demoShopper.password } }),
  });
  if (!response.ok) throw new Error(`demo shopper sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: { data: { json: { token: string } } } }).result.data.json.token;
}
