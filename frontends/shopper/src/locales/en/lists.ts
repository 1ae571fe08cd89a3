// The shopper's own product lists: the collection (favourites) and the footprint (browsing history).
const lists = {
  collectionTitle: 'My collection',
  collectionEmpty: 'Your collection is empty',
  collectionEmptyText: 'Tap “Collect” on a product page to keep it here.',
  footprintTitle: 'Browsing history',
  footprintEmpty: 'No products viewed yet',
  footprintEmptyText: 'The products you open show up here, newest first.',
  browse: 'Browse products',
  remove: 'Remove',
  removed: 'Removed',
  collectedOn: 'Collected {{date}}',
  today: 'Today',
  yesterday: 'Yesterday',
  clear: 'Clear history',
  clearTitle: 'Clear your browsing history?',
  clearText: 'Every product will be removed from your history. This cannot be undone.',
  cleared: 'History cleared',
  cancel: 'Cancel',
  allShown: 'That is everything.',
};

export type ListsTexts = typeof lists;
export default lists;
