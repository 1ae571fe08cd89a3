const home = {
  title: 'Merchant centre',
  suspended: 'Your store is suspended: it does not appear on the street and its page is closed. Contact support to have it restored.',
  orderCentreTitle: 'Order centre',
  orderTabs: { all: 'All', pending_payment: 'Pending payment', shipping: 'Shipping', after_sales: 'Completed/After-sales' },
  figuresTitle: 'Store figures',
  figures: { profit: 'Profit', assets: 'Assets', available: 'Balance', goodsCost: 'Goods cost', sales: 'Sales', receivable: 'Receivable' },
  assetsNote: 'Assets are your balance, what is on hold and the receivable of paid orders not finished yet.',
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
