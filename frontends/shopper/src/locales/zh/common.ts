import type { CommonTexts } from '../en/common';

const common: CommonTexts = {
  loading: '加载中…',
  loadFailed: '无法加载此内容。',
  retry: '重试',
};

export default common;
