const account = {
  title: 'Account',
  visitorTitle: 'You are not signed in',
  visitorText: 'Sign in to see your orders, addresses, favourites and balance.',
  signIn: 'Sign in',
  signUp: 'Create an account',
  preferences: 'Preferences',
  theme: 'Theme',
  themeOptions: { system: 'System', light: 'Light', dark: 'Dark' },
  language: 'Language',
  help: 'Help',
  faq: 'FAQs',
  support: 'Customer support',
  supportText: 'Email support@nusamart.id — we answer every day from 08:00 to 22:00 WIB.',
  menu: 'My account',
  settings: 'Settings and profile',
  addresses: 'Delivery addresses',
  collection: 'My collection',
  footprint: 'Browsing history',
  merchant: 'Merchant centre',
  operatorConsole: 'Operator console',
  signOut: 'Sign out',
};

export type AccountTexts = typeof account;
export default account;
