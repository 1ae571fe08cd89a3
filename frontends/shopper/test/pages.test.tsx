/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import AccountPage from '../src/exposes/AccountPage';
import QuestionPage from '../src/exposes/QuestionPage';

async function renderPage(element: React.ReactElement, lng: string) {
  await i18next.use(initReactI18next).init({ lng, fallbackLng: 'ind', resources: {}, interpolation: { escapeValue: false } });
  await i18next.changeLanguage(lng);
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('shopper pages', () => {
  it('the FAQ lists its questions in the chosen language', async () => {
    await renderPage(<QuestionPage />, 'zh');
    expect(screen.getByRole('heading', { name: '帮助与常见问题' })).toBeTruthy();
    expect(screen.getByText('可以退货吗？')).toBeTruthy();
  });

  it('a visitor is invited to sign in', async () => {
    await renderPage(<AccountPage />, 'en');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/h5/signin');
    expect(screen.getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/h5/question');
  });
});
