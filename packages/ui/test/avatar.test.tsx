/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from '../src/index';

describe('initialsOf', () => {
  it.each([
    ['Siti Nurhaliza Binti', 'SN'],
    ['budi', 'B'],
    ['  dewi   lestari  ', 'DL'],
    ['Ahmad', 'A'],
    ['élodie durand', 'ÉD'],
    ['@budi santoso', 'BS'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (alt, expected) => {
    expect(initialsOf(alt)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('shows initials named by the alt text when there is no src', () => {
    const { container } = render(<Avatar alt="Siti Nurhaliza" />);
    const avatar = screen.getByRole('img', { name: 'Siti Nurhaliza' });
    expect(avatar.textContent).toBe('SN');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the image once it loads', () => {
    const { container } = render(<Avatar alt="Budi Santoso" src="/budi.png" />);
    const img = container.querySelector('img');
    if (!img) throw new Error('expected an <img>');
    fireEvent.load(img);
    expect(screen.getByRole('img', { name: 'Budi Santoso' }).tagName).toBe('IMG');
    expect(container.textContent).toBe('');
  });

  it('falls back to initials when the image fails', () => {
    const { container } = render(<Avatar alt="Budi Santoso" src="/missing.png" />);
    const img = container.querySelector('img');
    if (!img) throw new Error('expected an <img>');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Budi Santoso' }).textContent).toBe('BS');
  });
});
