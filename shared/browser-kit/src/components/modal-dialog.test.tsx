import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

describe('ModalDialog', () => {
  it('renders closed on the server: showModal runs only in the browser', () => {
    const html = renderToString(
      <ModalDialog open onClose={() => undefined} aria-label="Photo viewer">
        <p>Inside</p>
      </ModalDialog>,
    );
    expect(html).toMatch(/^<dialog aria-label="Photo viewer">/);
  });

  it('opens and closes from its prop', () => {
    const view = render(
      <ModalDialog open={false} onClose={() => undefined} aria-label="Photo viewer" />,
    );
    expect(dialog().open).toBe(false);
    view.rerender(<ModalDialog open onClose={() => undefined} aria-label="Photo viewer" />);
    expect(dialog().open).toBe(true);
    view.rerender(<ModalDialog open={false} onClose={() => undefined} aria-label="Photo viewer" />);
    expect(dialog().open).toBe(false);
  });

  it('routes a close request (the cancel event) to onClose and stays open', () => {
    const onClose = vi.fn();
    render(<ModalDialog open onClose={onClose} aria-label="Photo viewer" />);
    const cancel = new Event('cancel', { cancelable: true });
    dialog().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog().open).toBe(true);
  });

  it('shows itself again when the browser closes it while its owner keeps it open', () => {
    const onClose = vi.fn();
    render(<ModalDialog open onClose={onClose} aria-label="Photo viewer" />);
    dialog().close();
    expect(dialog().open).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Escape asks to close without reaching the page behind', () => {
    const onClose = vi.fn();
    const onPageKey = vi.fn();
    render(
      <div onKeyDown={onPageKey}>
        <ModalDialog open onClose={onClose} aria-label="Photo viewer">
          <button type="button">Close</button>
        </ModalDialog>
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close', hidden: true }), {
      key: 'Escape',
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(onPageKey).not.toHaveBeenCalled();
  });
});
