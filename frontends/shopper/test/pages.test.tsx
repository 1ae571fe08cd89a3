/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import AccountPage from '../src/exposes/AccountPage';
import QuestionPage from '../src/exposes/QuestionPage';
import { renderPage } from '@shop/web-core/testing';

describe('shopper pages', () => {
  it('the FAQ lists its questions in the chosen language', async () => {
    await renderPage(QuestionPage, 'zh');
    expect(await screen.findByRole('heading', { name: '帮助与常见问题' })).toBeTruthy();
    expect(await screen.findByText('可以退货吗？')).toBeTruthy();
  });

  it('a visitor is invited to sign in', async () => {
    await renderPage(AccountPage, 'en');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/h5/signin');
    expect((await screen.findByRole('link', { name: 'FAQs' })).getAttribute('href')).toBe('/h5/question');
  });
});
