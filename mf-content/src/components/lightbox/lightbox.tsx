import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ImageAsset } from '@clinic/shared/config/clinic-assets';
import { useSwipe } from '../carousel/use-swipe';
import { trapFocus } from './trap-focus';
import { AssetImage } from '../asset-image/asset-image';
import './lightbox.scss';

interface Props {
  photos: readonly ImageAsset[];
  /** The photo shown. */
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * The full-screen photo viewer (spec §2): close button, previous and next with wrap-around, a
 * `1/6` counter, swipe, backdrop click, Escape, arrow keys; a modal dialog that holds focus while
 * open and hands it back to whatever opened it. Rendered into `body` only in the browser, so it
 * sits above the site's fixed header and any stacking context of the page.
 */
export function Lightbox({ photos, index, onIndexChange, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const next = () => onIndexChange((index + 1) % count);
  const previous = () => onIndexChange((index - 1 + count) % count);
  const swipe = useSwipe({ onNext: next, onPrevious: previous });

  useEffect(() => {
    const opener = document.activeElement;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else if (dialog.current) trapFocus(event, dialog.current);
  };
  // Only a click on the backdrop itself closes: not one on the photo or a button.
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  const photo = photos[index];
  if (!photo) return null;
  return createPortal(
    <div
      ref={dialog}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label="Photo viewer"
      // Clicks on the photo land here, so keys keep working after one.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
      {...swipe}
    >
      <p className="lightbox__counter" aria-live="polite">
        {index + 1}/{count}
      </p>
      <button
        ref={closeButton}
        type="button"
        className="lightbox__button lightbox__close"
        aria-label="Close"
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <button
        type="button"
        className="lightbox__button lightbox__previous"
        aria-label="Previous photo"
        onClick={previous}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <figure className="lightbox__figure" onClick={onBackdropClick}>
        <AssetImage
          className="lightbox__image"
          image={photo}
          sizes="(min-width: 1280px) 1200px, 100vw"
        />
        <figcaption className="lightbox__caption">{photo.alt}</figcaption>
      </figure>
      <button
        type="button"
        className="lightbox__button lightbox__next"
        aria-label="Next photo"
        onClick={next}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>,
    document.body,
  );
}
