import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import { startStandalone } from '@shop/web-core/standalone';
import { operatorPages } from './pages';

await startStandalone(operatorPages, (name) => import(`./exposes/${name}.tsx`));
