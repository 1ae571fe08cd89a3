import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import { startStandalone } from '@shop/web-core/standalone';
import { merchantPages } from './pages';

await startStandalone(merchantPages, (name) => import(`./exposes/${name}.tsx`));
