/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Modal, Toast, ToastViewport } from '../src/index';

describe('Toast', () => {
  it('is a polite status with title, description and a close button', () => {
    const onClose = jest.fn();
    render(
      <ToastViewport>
        <Toast id="t1" title="Added to cart" description="Kopi Gayo 250 g" onClose={onClose} />
      </ToastViewport>,
    );
    const toast = screen.getByRole('status');
    expect(toast.id).toBe('t1');
    expect(toast.getAttribute('aria-live')).toBe('polite');
    expect(toast.textContent).toContain('Added to cart');
    expect(toast.textContent).toContain('Kopi Gayo 250 g');
    expect(screen.getByRole('region', { name: 'Notifications' }).contains(toast)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses role="alert" for danger', () => {
    render(<Toast title="Payment failed" color="danger" />);
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
  });

  it('renders actions, an avatar, and can hide the close button', () => {
    const undo = jest.fn();
    render(
      <Toast
        title="New message"
        avatar={{ alt: 'Toko Budi' }}
        actions={[{ label: 'Undo', onClick: undo }]}
        close={false}
      />,
    );
    expect(screen.getByRole('img', { name: 'Toko Budi' }).textContent).toBe('TB');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('passes hover handlers through so the app can pause its timer', () => {
    const onMouseEnter = jest.fn();
    const onMouseLeave = jest.fn();
    render(<Toast title="Saved" onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} />);
    fireEvent.mouseEnter(screen.getByRole('status'));
    fireEvent.mouseLeave(screen.getByRole('status'));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(onMouseLeave).toHaveBeenCalledTimes(1);
  });

  it('is a manual popover shown in the top layer, moved into an open modal and back', async () => {
    const shown = jest.spyOn(HTMLElement.prototype, 'showPopover');
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Edit address
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Edit address" />
          <ToastViewport>
            <Toast title="Saving" close={false} />
          </ToastViewport>
        </>
      );
    }
    render(<Page />);
    const viewport = () => screen.getByRole('region', { name: 'Notifications' });
    expect(viewport().getAttribute('popover')).toBe('manual');
    expect(viewport().parentElement).toBe(document.body);
    expect(shown.mock.contexts).toEqual([viewport()]);

    // Outside the modal it would be inert, so it goes inside and is shown again, above the dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(viewport().parentElement).toBe(dialog));
    expect(shown.mock.contexts.at(-1)).toBe(viewport());
    expect(shown).toHaveBeenCalledTimes(2);

    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    await waitFor(() => expect(viewport().parentElement).toBe(document.body));
    expect(shown.mock.contexts.at(-1)).toBe(viewport());
    expect(screen.getByRole('status').textContent).toContain('Saving');
    shown.mockRestore();
  });

  it('first appearing as the modal it would go into closes, shows itself on the page', async () => {
    // The app renders its viewport with its first toast; "Pay" closes its dialog and toasts at once.
    function Page() {
      const [open, setOpen] = useState(true);
      const [paid, setPaid] = useState(false);
      return (
        <>
          <Modal open={open} onClose={() => setOpen(false)} title="Pay the goods cost?">
            <button type="button" onClick={() => (setOpen(false), setPaid(true))}>
              Pay
            </button>
          </Modal>
          {paid ? (
            <ToastViewport>
              <Toast title="Goods cost paid" close={false} />
            </ToastViewport>
          ) : null}
        </>
      );
    }
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Notifications' }).parentElement).toBe(document.body));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Goods cost paid');
  });
});
