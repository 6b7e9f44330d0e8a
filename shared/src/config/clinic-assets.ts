/**
 * The clinic's artwork, from the one assets folder (`shared/assets/`) that a clinic replaces with
 * its own. Imported, not referenced by URL, so each app's build fingerprints and serves its copy.
 * Every image lists its intrinsic size so pages reserve its space (no layout shift).
 */
import logoUrl from '../../assets/logo.svg';

export interface ImageAsset {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export const logo: ImageAsset = {
  src: logoUrl,
  width: 160,
  height: 48,
  alt: 'Panchkula Chest Clinic',
};
