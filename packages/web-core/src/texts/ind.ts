import type { UiTexts } from './en';

const ui: UiTexts = {
  selectEmpty: 'Tidak ada pilihan.',
  selectNoMatch: 'Tidak ada hasil untuk "{{query}}".',
  close: 'Tutup',
  copy: 'Salin {{what}}',
  copyButton: 'Salin',
  copied: '{{what}} disalin',
};

export default ui;
