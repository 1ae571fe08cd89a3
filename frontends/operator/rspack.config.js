import { webConfig } from '@shop/web-build';
import { operatorPages } from './src/pages.ts';

export default webConfig({
  name: 'operator',
  dir: import.meta.dirname,
  publicPath: '/mf/operator/',
  html: true,
  devPort: 5176,
  pages: operatorPages,
  serverBuild: true,
});
