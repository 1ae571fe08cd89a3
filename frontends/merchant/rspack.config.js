import { webConfig } from '@shop/web-build';
import { merchantPages } from './src/pages.ts';

export default webConfig({
  name: 'merchant',
  dir: import.meta.dirname,
  publicPath: '/mf/merchant/',
  html: true,
  devPort: 5175,
  pages: merchantPages,
  serverBuild: true,
});
