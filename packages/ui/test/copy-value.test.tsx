/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CopyValue } from '../src/components/CopyValue';

describe('CopyValue', () => {
  it('shows the value under its label and copies it with a button named after the label, then says so', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const copied: string[] = [];
    render(<CopyValue label="Virtual account number" value="8808 1234 5678" copyLabel={(what) => `Copy ${what}`} buttonText="Copy" onCopied={(what) => copied.push(what)} />);
    expect(screen.getByText('Virtual account number').tagName).toBe('DT');
    expect(screen.getByText('8808 1234 5678').tagName).toBe('DD');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Virtual account number' }));
    await waitFor(() => expect(copied).toEqual(['Virtual account number']));
    expect(writeText).toHaveBeenCalledWith('8808 1234 5678');
  });
});
