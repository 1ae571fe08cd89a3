const home = {
  greeting: 'Welcome to Nusa Mart',
  intro: 'Fashion, beauty and gadgets from trusted stores across Indonesia, delivered to your door.',
  promiseTitle: 'Our promise',
  promises: {
    delivery: 'Delivery in 2-7 business days',
    returns: '7-day free returns',
    replacement: '15-day replacement guarantee',
  },
  help: 'Questions? Read the FAQ',
  hotTitle: 'Hot products',
  boutiqueTitle: 'Boutique picks',
  railEmpty: 'Products will appear here.',
  seeAll: 'See all',
  shortcutsTitle: 'Shop by category',
  allCategories: 'All categories',
  entriesTitle: 'More from Nusa Mart',
  entries: {
    street: 'Shop street',
    collection: 'My collection',
    openStore: 'Open a store',
    bankCard: 'Bank card',
  },
  newTitle: 'New arrivals',
  newEmpty: 'New products will appear here.',
};

export type HomeTexts = typeof home;
export default home;
