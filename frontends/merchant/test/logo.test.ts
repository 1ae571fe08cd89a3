import { describe, expect, it } from '@jest/globals';
import { LOGO_MAX_BYTES } from '@shop/contracts/merchant-rules';
import { LOGO_MAX_SIZE_TEXT, logoFileProblem } from '../src/logo';

describe('logoFileProblem', () => {
  it('takes PNG, JPEG and WebP up to the largest logo', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(logoFileProblem({ type, size: LOGO_MAX_BYTES })).toBeUndefined();
  });

  it('refuses other types, whatever their size, and larger files', () => {
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe('invalid_logo');
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('invalid_logo');
    expect(logoFileProblem({ type: '', size: 10 })).toBe('invalid_logo');
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('logo_too_large');
  });

  it('states the limit the way people read it', () => {
    expect(LOGO_MAX_SIZE_TEXT).toBe('2 MB');
  });
});
