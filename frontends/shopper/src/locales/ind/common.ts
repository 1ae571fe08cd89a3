import type { CommonTexts } from '../en/common';

const common: CommonTexts = {
  loading: 'Memuat…',
  loadFailed: 'Konten ini tidak dapat dimuat.',
  retry: 'Coba lagi',
};

export default common;
