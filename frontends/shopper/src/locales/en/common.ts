const common = {
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
};

export type CommonTexts = typeof common;
export default common;
