import '@shop/ui/tokens.css';
import '@shop/ui/components.css';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import AccountPage from './exposes/AccountPage';
import HomePage from './exposes/HomePage';
import QuestionPage from './exposes/QuestionPage';

// The shell normally provides i18n, routing and the frame; this stand-in is just enough to work
// on the pages alone (`npm run dev -w @shop/shopper`).
await i18next.use(initReactI18next).init({ lng: 'ind', fallbackLng: 'ind', resources: {}, interpolation: { escapeValue: false } });

function Frame() {
  return (
    <>
      <nav style={{ display: 'flex', gap: '1rem', padding: '0.5rem' }}>
        <Link to="/h5">Home</Link> <Link to="/h5/account">Account</Link> <Link to="/h5/question">FAQ</Link>
        {(['en', 'zh', 'ind'] as const).map((lng) => (
          <button key={lng} type="button" onClick={() => void i18next.changeLanguage(lng)}>
            {lng}
          </button>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

const router = createBrowserRouter([
  {
    element: <Frame />,
    children: [
      { path: '/h5', element: <HomePage /> },
      { path: '/h5/account', element: <AccountPage /> },
      { path: '/h5/question', element: <QuestionPage /> },
      { path: '*', element: <HomePage /> },
    ],
  },
]);
createRoot(document.getElementById('app')!).render(<RouterProvider router={router} />);
