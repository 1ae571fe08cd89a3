/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button, Modal } from '../src/index';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Delete address</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this address?"
        description="You can add it again later."
        footer={
          <>
            <Button color="gray" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button color="danger">Delete</Button>
          </>
        }
      />
    </main>
  );
}

function openExample() {
  render(<Example />);
  const opener = screen.getByRole('button', { name: 'Delete address' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('renders an accessible dialog into document.body', () => {
    const { dialog } = openExample();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Delete this address?',
    );
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You can add it again later.',
    );
    expect(dialog.closest('main')).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes it and returns focus to the opener', () => {
    const { opener, dialog } = openExample();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('locks page scroll while open', () => {
    const { dialog } = openExample();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');
  });

  it('traps Tab inside the dialog', () => {
    const { dialog } = openExample();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Delete' });
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes from the close button and the backdrop', () => {
    openExample();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
