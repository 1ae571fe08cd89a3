import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import { startStandalone } from '@shop/web-core/standalone';
import { shopperPages } from './pages';

await startStandalone(shopperPages, (name) => import(`./exposes/${name}.tsx`));
