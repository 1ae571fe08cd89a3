/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useRef, useState } from 'react';
import { Button, Modal } from '../src/index';

function Example({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Delete address</Button>
      <Modal
        open={open}
        onClose={close}
        title="Delete this address?"
        description="You can add it again later."
        footer={
          <>
            <Button color="gray" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button color="danger">Delete</Button>
          </>
        }
      />
    </main>
  );
}

function openExample(onClose?: () => void) {
  render(<Example onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Delete address' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') as HTMLDialogElement };
}

describe('Modal', () => {
  it('is a native dialog shown modally, named and described by its texts, outside the page', () => {
    const { dialog } = openExample();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Delete this address?',
    );
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You can add it again later.',
    );
    expect(dialog.closest('main')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('Escape asks the owner to close it, and focus returns to the opener', async () => {
    const onClose = jest.fn();
    const { opener, dialog } = openExample(onClose);
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    // The dialog's own `close` event, which follows, is not taken for a second request.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape while its owner keeps it open', async () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="Saving" />);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
  });

  it('reports a close the browser made by itself (a repeated Escape it would not let be cancelled)', async () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="Saving" />);
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open when React runs its effect twice (StrictMode)', async () => {
    const onClose = jest.fn();
    render(
      <StrictMode>
        <Modal open onClose={onClose} title="Saving" />
      </StrictMode>,
    );
    // The `close` of the effect's first run arrives from a task, after the second run reopened it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect((screen.getByRole('dialog') as HTMLDialogElement).open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('focuses the initial focus element when given', () => {
    function WithInitialFocus() {
      const confirm = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => undefined} title="Delete?" initialFocus={confirm}>
          <button type="button">Cancel</button>
          <button ref={confirm} type="button">
            Delete
          </button>
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });

  it('closes from the close button and the backdrop, not from a press inside the panel', () => {
    const onClose = jest.fn();
    openExample(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    const dialog = screen.getByRole('dialog');
    // A text selection that starts in the panel and ends on the backdrop.
    fireEvent.mouseDown(screen.getByText('You can add it again later.'));
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeNull();

    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the backdrop from closing it when closeOnBackdropClick is false', () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="Saving" closeOnBackdropClick={false} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });
});
