// A file, not inlined: one cached download instead of its bytes in every card of the HTML.
import placeholderUrl from '@clinic/browser-kit/assets/blog-placeholder.svg?no-inline';
import type { BlogImage } from '@clinic/contracts/entities/blog';

/** The bundled artwork a blog without its own image shows (product §9), and its intrinsic size. */
const PLACEHOLDER = { url: placeholderUrl, width: 800, height: 450 };

interface Props {
  image: BlogImage | null;
  className: string;
  /** Which width the image is shown at, per viewport (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: fetched at once and first. Everything else waits until it is near. */
  eager?: boolean;
  /** What the image shows (the staff member's alt text); none where it only decorates. */
  alt?: string;
}

/**
 * A blog's picture. Uploads come in several widths (the API's `srcset`), so a phone downloads
 * the 400 px copy, not the 1600 px one. In a card it decorates (the title beside it says what
 * it is about); on the blog's page it carries the alt text staff wrote.
 */
export function BlogPicture({ image, className, sizes, eager = false, alt = '' }: Props) {
  const srcSet = image?.srcset?.map((source) => `${source.url} ${source.width}w`).join(', ');
  return (
    <img
      className={className}
      src={image?.url ?? PLACEHOLDER.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image ? (image.width ?? PLACEHOLDER.width) : PLACEHOLDER.width}
      height={image ? (image.height ?? PLACEHOLDER.height) : PLACEHOLDER.height}
      alt={image ? alt : ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
