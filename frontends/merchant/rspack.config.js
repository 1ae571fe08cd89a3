import { webConfig } from '@shop/web-build';

export default webConfig({
  name: 'merchant',
  dir: import.meta.dirname,
  publicPath: '/mf/merchant/',
  html: true,
  devPort: 5175,
  exposes: {
    './MerchantHomePage': './src/exposes/MerchantHomePage.tsx',
  },
});
