import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Link
      </button>
      {open && (
        <Modal title="Add Link" onClose={close}>
          <label>
            URL <input name="url" />
          </label>
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes the focus and makes the page behind inert', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Link' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveFocus();
    expect(container).toHaveAttribute('inert');
  });

  it('keeps Tab inside: from the last control to the first, and back', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Link' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    const { container } = render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Add Link' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
  });

  it('closes on the × button and on a click on the backdrop, not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Link' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'URL' }));
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop is the <dialog>'s ::backdrop: a click on the dialog element outside its box.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: screen.getByRole('dialog'),
      coords: { clientX: 2000, clientY: 2000 },
    });
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Add Link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('ConfirmDialog', () => {
  it('asks its question in an alertdialog, focusing Cancel; Escape cancels only it', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onOuterClose = vi.fn();
    // Asked once the modal it belongs to is open, as the pages do: a modal opened later is on top.
    function Editor() {
      const [asking, setAsking] = useState(false);
      return (
        <Modal title="Edit Blog" onClose={onOuterClose}>
          <button type="button" onClick={() => setAsking(true)}>
            Delete this link
          </button>
          {asking && (
            <ConfirmDialog
              title="Confirm Delete"
              message="Are you sure you want to delete this link?"
              onConfirm={onConfirm}
              onCancel={onCancel}
            />
          )}
        </Modal>
      );
    }
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete this link' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this link?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOuterClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closed together with the modal it was opened from, leaves the focus to that one', async () => {
    function Editor() {
      const [open, setOpen] = useState(false);
      const [asking, setAsking] = useState(false);
      return (
        // The page's main region: where the focus would fall back to if the opener were gone.
        <main id="main" tabIndex={-1}>
          <button type="button" onClick={() => setOpen(true)}>
            Add Blog
          </button>
          {open && (
            <Modal title="Add Blog" onClose={() => setAsking(true)}>
              <input aria-label="Title" />
              {asking && (
                <ConfirmDialog
                  title="Discard changes?"
                  message="Close without saving them?"
                  confirmLabel="Discard changes"
                  onConfirm={() => setOpen(false)}
                  onCancel={() => setAsking(false)}
                />
              )}
            </Modal>
          )}
        </main>
      );
    }
    const { container } = render(<Editor />);
    const opener = screen.getByRole('button', { name: 'Add Blog' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
  });

  it('ignores Escape and disables its buttons while the action runs', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        title="Confirm Delete"
        message="Are you sure?"
        onConfirm={() => undefined}
        onCancel={onCancel}
        busy
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
