// Texts of the design system's components, shared by every app (namespace `ui`).
const ui = {
  selectEmpty: 'No options.',
  selectNoMatch: 'No results for "{{query}}".',
  close: 'Close',
  copy: 'Copy {{what}}',
  copyButton: 'Copy',
  copied: '{{what}} copied',
};

export type UiTexts = typeof ui;
export default ui;
