import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '@clinic/browser-kit/config/clinic-logo';
import { PhotoGallery } from './photo-gallery';

const photos: ImageAsset[] = Array.from({ length: 6 }, (_, i) => ({
  src: `/photo-${i + 1}.webp`,
  width: 1200,
  height: 900,
  alt: `Photo number ${i + 1}`,
}));

async function openPhoto(number: number) {
  const user = userEvent.setup();
  render(<PhotoGallery photos={photos} />);
  const opener = screen.getByRole('link', { name: `Photo number ${number}` });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Photo viewer' }) };
}

const shownPhoto = (dialog: HTMLElement) => within(dialog).getByRole('img').getAttribute('alt');

describe('the lightbox', () => {
  it('each photo is a link to its image, so it opens without scripts too', () => {
    render(<PhotoGallery photos={photos} />);
    expect(screen.getByRole('link', { name: 'Photo number 3' })).toHaveAttribute(
      'href',
      '/photo-3.webp',
    );
  });

  it('leaves a ctrl-, cmd- or shift-click to the browser (the image in a new tab), opening no viewer', () => {
    render(<PhotoGallery photos={photos} />);
    const opener = screen.getByRole('link', { name: 'Photo number 2' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const clicked = fireEvent.click(opener, modifier);
      expect(clicked).toBe(true);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fireEvent.click(opener)).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Photo viewer' })).toBeInTheDocument();
  });

  it('opens on the photo clicked, as a labelled modal dialog with a 1/6 counter', async () => {
    const { dialog } = await openPhoto(1);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('1/6')).toBeInTheDocument();
    expect(shownPhoto(dialog)).toBe('Photo number 1');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('previous and next wrap around, by button and by arrow key', async () => {
    const { user, dialog } = await openPhoto(6);
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('1/6')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('6/6')).toBeInTheDocument();
    expect(shownPhoto(dialog)).toBe('Photo number 6');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('2/6')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('1/6')).toBeInTheDocument();
  });

  it('swipes: more than 10 px left is next, right is previous', async () => {
    const { dialog } = await openPhoto(3);
    fireEvent.pointerDown(dialog, { clientX: 300 });
    fireEvent.pointerUp(dialog, { clientX: 250 });
    expect(within(dialog).getByText('4/6')).toBeInTheDocument();
    fireEvent.pointerDown(dialog, { clientX: 250 });
    fireEvent.pointerUp(dialog, { clientX: 258 });
    expect(within(dialog).getByText('4/6')).toBeInTheDocument();
    fireEvent.pointerDown(dialog, { clientX: 250 });
    fireEvent.pointerUp(dialog, { clientX: 300 });
    expect(within(dialog).getByText('3/6')).toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const { user, dialog } = await openPhoto(2);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const next = within(dialog).getByRole('button', { name: 'Next photo' });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('Escape closes it and focus returns to the photo that opened it', async () => {
    const { user, opener } = await openPhoto(4);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('the backdrop closes it, the photo does not; so does the close button', async () => {
    const { user, dialog } = await openPhoto(5);
    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Photo number 5' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
