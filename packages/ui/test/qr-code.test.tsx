/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { QrCode } from '../src/components/QrCode';

describe('QrCode', () => {
  it('draws the payload as one labelled SVG path on a light square with its quiet zone', () => {
    render(<QrCode value="00020101021126570011ID.DANA.WWW" label="QRIS code to pay Rp 100.000" />);
    const code = screen.getByRole('img', { name: 'QRIS code to pay Rp 100.000' });
    const [x, y, width, height] = code.getAttribute('viewBox')!.split(' ').map(Number);
    expect([x, y]).toEqual([-4, -4]);
    // A square of 17 + 4 × version modules a side, with 4 light modules on every side.
    expect(width).toBe(height);
    expect((width! - 8 - 17) % 4).toBe(0);
    expect(code.querySelector('rect')!.getAttribute('fill')).toBe('#fff');
    expect(code.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('changes its drawing with its payload', () => {
    const { rerender, container } = render(<QrCode value="first" label="code" />);
    const first = container.querySelector('path')!.getAttribute('d');
    rerender(<QrCode value="second" label="code" />);
    expect(container.querySelector('path')!.getAttribute('d')).not.toBe(first);
  });
});
