import { webConfig } from '@shop/web-build';

export default webConfig({
  name: 'shopper',
  dir: import.meta.dirname,
  publicPath: '/mf/shopper/',
  html: true,
  devPort: 5174,
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './AccountPage': './src/exposes/AccountPage.tsx',
    './QuestionPage': './src/exposes/QuestionPage.tsx',
    './SignInPage': './src/exposes/SignInPage.tsx',
    './SignUpPage': './src/exposes/SignUpPage.tsx',
    './ForgetPage': './src/exposes/ForgetPage.tsx',
    './SettingsPage': './src/exposes/SettingsPage.tsx',
    './DeliveryPage': './src/exposes/DeliveryPage.tsx',
  },
});
