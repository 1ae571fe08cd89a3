export const en = {
  nav: { home: 'Home', category: 'Categories', account: 'Account', back: 'Back' },
  search: { placeholder: 'Search products', suggestion: 'Search products: try “{{keyword}}”' },
  remote: { unavailable: 'This part of the page could not be loaded.', retry: 'Try again' },
  errors: { unknown: 'Unknown error', goHome: 'Go back home' },
  toast: { loading: 'Please wait…', close: 'Close' },
  build: { available: 'A new version is available.', reload: 'Reload' },
  download: { title: 'Get the Nusa Mart app', text: 'Faster shopping and order updates on your phone.', open: 'Download', dismiss: 'Not now' },
  downPage: { title: 'Download the app', text: 'Shop faster, track your orders and get deals on the Nusa Mart app.', web: 'Continue in the browser' },
  bell: { label: 'Notifications', unread: 'Notifications, {{count}} unread' },
  loading: 'Loading…',
};

export type ShellMessages = typeof en;
