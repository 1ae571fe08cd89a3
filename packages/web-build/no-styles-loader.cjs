// The Node build renders HTML only: a stylesheet import there is an empty module.
module.exports = function noStyles() {
  return 'export {};';
};
