import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import { startStandalone } from '@shop/web-core/standalone';
import AccountPage from './exposes/AccountPage';
import DeliveryPage from './exposes/DeliveryPage';
import ForgetPage from './exposes/ForgetPage';
import HomePage from './exposes/HomePage';
import QuestionPage from './exposes/QuestionPage';
import SettingsPage from './exposes/SettingsPage';
import SignInPage from './exposes/SignInPage';
import SignUpPage from './exposes/SignUpPage';

await startStandalone({
  '/h5': HomePage,
  '/h5/account': AccountPage,
  '/h5/question': QuestionPage,
  '/h5/signin': SignInPage,
  '/h5/signup': SignUpPage,
  '/h5/forget': ForgetPage,
  '/h5/settings': SettingsPage,
  '/h5/delivery': DeliveryPage,
});
