import logoUrl from '../../assets/logo.svg';
import { clinic } from '@clinic/contracts/config/clinic';

/**
 * An image of the clinic's artwork with its intrinsic size, so pages reserve its space (no layout
 * shift). The files live in the one assets folder (`shared/browser-kit/assets/`) that a clinic replaces with
 * its own; the logo is here because every app shows it, the rest is listed by mf-content
 * (mf-content/src/assets/clinic-artwork.ts), the one app that shows it.
 */
export interface ImageAsset {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Empty for decorative images (a card's title already says what it shows). */
  readonly alt: string;
  /** Smaller renditions for `srcset`; `src` is the largest, its size `width` × `height`. */
  readonly srcSet?: string;
}

export const logo: ImageAsset = {
  src: logoUrl,
  width: 160,
  height: 48,
  alt: clinic.clinicName,
};
