// Texts of the design system's components, shared by every app (namespace `ui`).
const ui = {
  selectEmpty: 'No options.',
  selectNoMatch: 'No results for "{{query}}".',
  close: 'Close',
};

export type UiTexts = typeof ui;
export default ui;
