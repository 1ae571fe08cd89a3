/** The name of demo store 1, which the demo merchant owns. */
export const DEMO_MERCHANT_STORE_NAME = 'Toko Demo Merchant';

/**
 * What demo store names are made of (`data/demo-store-names.json`): a kind of shop and a word,
 * each list distinct once folded. Their order is part of which store gets which name.
 */
export interface DemoStoreNames {
  kinds: readonly string[];
  words: readonly string[];
}

export interface DemoStore {
  name: string;
  description: string;
  phone: string;
  sales: number;
  visits: number;
  collections: number;
  rating: number;
  openedDaysAgo: number;
}

/** A small deterministic generator, so every start of an empty stack shows the same street. */
function pseudoRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * `count` demo stores, store 1 first: Indonesian-flavoured names joined from `names` (some with
 * accents, all distinct once folded), and statistics spread over orders of magnitude so every
 * street order differs.
 */
export function demoStores(count: number, { kinds, words }: DemoStoreNames): DemoStore[] {
  const random = pseudoRandom(count * 7919);
  const stores: DemoStore[] = [];
  for (let index = 0; index < count; index++) {
    const combination = index - 1;
    const round = Math.floor(combination / (kinds.length * words.length));
    const name =
      index === 0
        ? DEMO_MERCHANT_STORE_NAME
        : `${kinds[combination % kinds.length]} ${words[Math.floor(combination / kinds.length) % words.length]}${round > 0 ? ` ${round + 1}` : ''}`;
    const scale = (max: number) => Math.floor(max ** random());
    stores.push({
      name,
      description: `${name}: produk pilihan dengan harga bersahabat.`,
      phone: `+62812${String(7_000_000 + index).padStart(8, '0')}`,
      sales: scale(5_000),
      visits: scale(80_000),
      collections: scale(3_000),
      // A few stores are still unrated.
      rating: random() < 0.1 ? 0 : 300 + Math.floor(random() * 201),
      openedDaysAgo: Math.floor(random() * 365),
    });
  }
  return stores;
}
