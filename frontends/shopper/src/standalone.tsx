import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import { changeLocale, createClient, initI18n, Link, LOCALES, QueryClient, QueryClientProvider, Route, Switch, TRPCProvider } from '@shop/web-core';
import { createRoot } from 'react-dom/client';
import AccountPage from './exposes/AccountPage';
import HomePage from './exposes/HomePage';
import QuestionPage from './exposes/QuestionPage';

// The shell normally provides i18n, data, routing and the frame; this stand-in is just enough to
// work on the pages alone (`npm run dev -w @shop/shopper`).
await initI18n('standalone', async () => ({}));
const queryClient = new QueryClient();

createRoot(document.getElementById('app')!).render(
  <QueryClientProvider client={queryClient}>
    <TRPCProvider trpcClient={createClient()} queryClient={queryClient}>
      <nav style={{ display: 'flex', gap: '1rem', padding: '0.5rem' }}>
        <Link to="/h5">Home</Link> <Link to="/h5/account">Account</Link> <Link to="/h5/question">FAQ</Link>
        {LOCALES.map((locale) => (
          <button key={locale} type="button" onClick={() => void changeLocale(locale)}>
            {locale}
          </button>
        ))}
      </nav>
      <Switch>
        <Route path="/h5/account" component={AccountPage} />
        <Route path="/h5/question" component={QuestionPage} />
        <Route component={HomePage} />
      </Switch>
    </TRPCProvider>
  </QueryClientProvider>,
);
