const home = {
  title: 'Merchant centre',
  suspended: 'Your store is suspended: it does not appear on the street and its page is closed. Contact support to have it restored.',
  toolsTitle: 'Manage',
  tools: {
    manage: { title: 'Store management', text: 'Name, phone, logo, description and auto-pay' },
    products: { title: 'Products and listing', text: 'Search the catalog, list and unlist products' },
    shop: { title: 'My shop page', text: 'Your store as shoppers see it' },
    street: { title: 'The street', text: 'Every store on the platform' },
  },
};

export type HomeTexts = typeof home;
export default home;
