import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import { startStandalone } from '@shop/web-core/standalone';
import MerchantHomePage from './exposes/MerchantHomePage';

await startStandalone({ '/h5/merchant': MerchantHomePage });
