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
  newTitle: 'New arrivals',
  newEmpty: 'New products will appear here.',
};

export type HomeTexts = typeof home;
export default home;
