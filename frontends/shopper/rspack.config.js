import { webConfig } from '@shop/web-build';
import { shopperPages } from './src/pages.ts';

export default webConfig({
  name: 'shopper',
  dir: import.meta.dirname,
  publicPath: '/mf/shopper/',
  html: true,
  devPort: 5174,
  pages: shopperPages,
  serverBuild: true,
});
