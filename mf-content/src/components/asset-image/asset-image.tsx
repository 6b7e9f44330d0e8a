import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '@clinic/browser-kit/config/clinic-logo';

type Props = { image: ImageAsset } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
>;

/** An image from the assets folder, with its intrinsic size (no layout shift) and renditions. */
export function AssetImage({ image, sizes, ...rest }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      {...rest}
    />
  );
}
