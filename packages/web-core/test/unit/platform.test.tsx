/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { PlatformProviders } from '../../src/platform';
import { clearToken, storeToken } from '../../src/trpc';

describe('PlatformProviders', () => {
  afterEach(() => localStorage.clear());

  it('starts every new or ended session from an empty cache', () => {
    const queryClient = new QueryClient();
    render(
      <PlatformProviders queryClient={queryClient}>
        <p>page</p>
      </PlatformProviders>,
    );
    queryClient.setQueryData(['user', 'me'], { nickname: 'Budi' });
    storeToken('new-session');
    expect(queryClient.getQueryData(['user', 'me'])).toBeUndefined();

    queryClient.setQueryData(['addresses'], [{ id: 1 }]);
    clearToken();
    expect(queryClient.getQueryData(['addresses'])).toBeUndefined();
  });
});
