import { useState } from 'react';
import type { ImageAsset } from '@clinic/browser-kit/config/clinic-logo';
import { Lightbox } from '../lightbox/lightbox';
import { AssetImage } from '../asset-image/asset-image';
import './photo-gallery.scss';

interface Props {
  photos: readonly ImageAsset[];
  /** Photos in the first screenful load at once; the rest when scrolled near. */
  eagerCount?: number;
}

/** The photo grid (4 columns from 1024 px, 2 below) whose photos open the full-screen viewer. */
export function PhotoGallery({ photos, eagerCount = 0 }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className="photo-gallery">
        {photos.map((photo, index) => (
          <li key={photo.src} className="photo-gallery__item">
            {/* A link to the photo itself, so a tap with scripts off still shows it. */}
            <a
              href={photo.src}
              className="photo-gallery__open"
              aria-haspopup="dialog"
              onClick={(event) => {
                // A ctrl-, cmd-, shift- or middle-click asks for the image in a new tab or
                // window: the browser's to do, not the viewer's.
                if (
                  event.button !== 0 ||
                  event.ctrlKey ||
                  event.metaKey ||
                  event.shiftKey ||
                  event.altKey
                )
                  return;
                event.preventDefault();
                setOpen(index);
              }}
            >
              <AssetImage
                image={photo}
                sizes="(min-width: 1024px) 300px, 50vw"
                loading={index < eagerCount ? 'eager' : 'lazy'}
              />
            </a>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox
          photos={photos}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
