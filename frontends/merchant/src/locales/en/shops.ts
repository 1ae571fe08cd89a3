// The public pages: a store's shop page and the street of stores.
const shops = {
  productsTitle: 'Products',
  noProducts: 'No products yet',
  noProductsText: 'This store has not listed any products yet.',
  loadMore: 'Load more',
  allShown: 'That is everything',
  notFound: 'Store not found',
  notFoundText: 'This store does not exist or is closed.',
  toStreet: 'Browse the street',
  streetTitle: 'The street',
  streetIntro: 'Every store on the platform.',
  search: 'Store name',
  searchPlaceholder: 'Enter keywords',
  searchButton: 'Search',
  sort: 'Sort by',
  sorts: { overall: 'Overall', new: 'New', rating: 'Rating', level: 'Level', visits: 'Visits', sales: 'Sales', collections: 'Collections' },
  ascending: 'Ascending',
  noStores: 'No stores found',
  noStoresText: 'Try part of another store name.',
  storesFound: 'Stores',
};

export type ShopsTexts = typeof shops;
export default shops;
