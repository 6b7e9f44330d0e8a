/**
 * What the photos in `shared/browser-kit/assets/` (gallery and About slides) show, as their alt text. The
 * shipped pictures are drawn samples, not photos of any clinic: each says so (`sample: true`, shown
 * to the reader and listed by `pnpm clinic:check`). A clinic that puts in its own photos writes
 * what each shows and deletes the flag.
 */
export interface PhotoText {
  readonly alt: string;
  /** A shipped drawing, not a photo of this clinic. */
  readonly sample?: true;
}

/** The six gallery pictures, in the order of `shared/browser-kit/assets/gallery/gallery-1 … 6`. */
export const galleryPhotoTexts: readonly PhotoText[] = [
  { alt: 'A clinic entrance', sample: true },
  { alt: 'A reception desk and waiting area', sample: true },
  { alt: 'A doctor talking with a patient', sample: true },
  { alt: 'A patient doing a breathing test', sample: true },
  { alt: 'A doctor looking at a chest X-ray', sample: true },
  { alt: 'A doctor giving a talk on lung health', sample: true },
];

/** The About page's two slides (`shared/browser-kit/assets/about/about-slide-1, 2`). */
export const aboutSlideTexts: readonly PhotoText[] = [
  { alt: 'A doctor beside a chest X-ray', sample: true },
  { alt: 'A clinic waiting area', sample: true },
];

/** The alt text a page shows: a sample says it is one, so it is never read as this clinic's. */
export const photoAlt = ({ alt, sample }: PhotoText): string =>
  sample
    ? `Sample picture, not of this clinic: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`
    : alt;
