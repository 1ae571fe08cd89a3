const product = {
  discount: '-{{percent}}%',
  listPrice: 'Was',
  sold: '{{count}} sold',
  inStock: '{{count}} in stock',
  outOfStock: 'Out of stock',
  noImage: 'No picture yet',
  gallery: 'Product pictures',
  pictureOf: '{{title}}, picture {{index}} of {{count}}',
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  soldBy: 'Sold by',
  visitStore: 'Visit store',
  storeStanding: 'Level {{level}} · Rating {{rating}}',
  noSeller: 'No store sells this product right now.',
  descriptionTitle: 'Description',
  promiseTitle: 'Delivery and returns',
  promises: {
    delivery: 'Delivery in 2-7 business days',
    returns: '7-day free returns',
    replacement: '15-day replacement guarantee',
    warranty: 'Items out of warranty can still use the return policy',
  },
  notFound: 'Product not found',
  notFoundText: 'This product does not exist or is no longer sold.',
  toHome: 'Back to the home page',
};

export type ProductTexts = typeof product;
export default product;
