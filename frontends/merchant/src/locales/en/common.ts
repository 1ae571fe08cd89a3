// What several merchant pages say: the spec's "Not yet a merchant" and a store's statistics.
const common = {
  notMerchant: 'Not yet a merchant',
  notMerchantText: 'Open a store to list products, see your statistics and have your own shop page.',
  apply: 'Apply to open a store',
  level: 'Level {{level}}',
  rating: 'Rating {{rating}}',
  stats: {
    products: 'Products',
    collections: 'Collections',
    visits: 'Visits',
    sales: 'Sales',
    rating: 'Rating',
    level: 'Level',
  },
  statsTitle: 'Statistics',
};

export type CommonTexts = typeof common;
export default common;
