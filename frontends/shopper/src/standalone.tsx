import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import { startStandalone } from '@shop/web-core/standalone';
import AccountPage from './exposes/AccountPage';
import HomePage from './exposes/HomePage';
import QuestionPage from './exposes/QuestionPage';

await startStandalone({ '/h5': HomePage, '/h5/account': AccountPage, '/h5/question': QuestionPage });
