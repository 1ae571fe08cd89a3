import type { UiTexts } from './en';

const ui: UiTexts = {
  selectEmpty: '没有选项。',
  selectNoMatch: '没有与“{{query}}”匹配的结果。',
  close: '关闭',
  copy: '复制{{what}}',
  copyButton: '复制',
  copied: '{{what}}已复制',
};

export default ui;
