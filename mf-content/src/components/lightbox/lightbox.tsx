import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from '@clinic/browser-kit/components/modal-dialog';
import type { ImageAsset } from '@clinic/browser-kit/config/clinic-logo';
import { useSwipe } from '../carousel/use-swipe';
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
 * The full-screen photo viewer (product §2): close button, previous and next with wrap-around, a
 * `1/6` counter, swipe, backdrop click, Escape, arrow keys; a `ModalDialog` that holds focus
 * while open and hands it back to whatever opened it. The top layer puts it above the site's fixed
 * header; it is still rendered into `body`, so the styles around the gallery do not reach it.
 */
export function Lightbox({ photos, index, onIndexChange, onClose }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const next = () => onIndexChange((index + 1) % count);
  const previous = () => onIndexChange((index - 1 + count) % count);
  const swipe = useSwipe({ onNext: next, onPrevious: previous });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
  };
  // Only a click on the backdrop itself closes: not one on the photo or a button.
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  const photo = photos[index];
  if (!photo) return null;
  return createPortal(
    <ModalDialog
      open
      onClose={onClose}
      initialFocus={closeButton}
      className="lightbox"
      data-scroll-lock
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
    </ModalDialog>,
    document.body,
  );
}
