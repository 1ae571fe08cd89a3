import type { UiTexts } from './en';

const ui: UiTexts = {
  selectEmpty: '没有选项。',
  selectNoMatch: '没有与“{{query}}”匹配的结果。',
  close: '关闭',
};

export default ui;
