/**
 * The clinic's artwork that mf-content shows, from the one assets folder (`shared/browser-kit/assets/`) that a
 * clinic replaces with its own. Imported, not referenced by URL, so the build fingerprints and
 * serves its copy. Every image lists its intrinsic size so pages reserve its space (no layout
 * shift). The raster placeholders are made by `scripts/generate-placeholder-art.mjs`.
 */
import aboutSlide1Large from '@clinic/browser-kit/assets/about/about-slide-1-1600.webp?no-inline';
import aboutSlide1Small from '@clinic/browser-kit/assets/about/about-slide-1-800.webp?no-inline';
import aboutSlide2Large from '@clinic/browser-kit/assets/about/about-slide-2-1600.webp?no-inline';
import aboutSlide2Small from '@clinic/browser-kit/assets/about/about-slide-2-800.webp?no-inline';
import doctorPortraitUrl from '@clinic/browser-kit/assets/doctor-portrait.svg?no-inline';
import gallery1Large from '@clinic/browser-kit/assets/gallery/gallery-1-1200.webp?no-inline';
import gallery1Small from '@clinic/browser-kit/assets/gallery/gallery-1-480.webp?no-inline';
import gallery2Large from '@clinic/browser-kit/assets/gallery/gallery-2-1200.webp?no-inline';
import gallery2Small from '@clinic/browser-kit/assets/gallery/gallery-2-480.webp?no-inline';
import gallery3Large from '@clinic/browser-kit/assets/gallery/gallery-3-1200.webp?no-inline';
import gallery3Small from '@clinic/browser-kit/assets/gallery/gallery-3-480.webp?no-inline';
import gallery4Large from '@clinic/browser-kit/assets/gallery/gallery-4-1200.webp?no-inline';
import gallery4Small from '@clinic/browser-kit/assets/gallery/gallery-4-480.webp?no-inline';
import gallery5Large from '@clinic/browser-kit/assets/gallery/gallery-5-1200.webp?no-inline';
import gallery5Small from '@clinic/browser-kit/assets/gallery/gallery-5-480.webp?no-inline';
import gallery6Large from '@clinic/browser-kit/assets/gallery/gallery-6-1200.webp?no-inline';
import gallery6Small from '@clinic/browser-kit/assets/gallery/gallery-6-480.webp?no-inline';
import heroVideoMp4 from '@clinic/browser-kit/assets/hero/hero-loop.mp4?no-inline';
import heroVideoWebm from '@clinic/browser-kit/assets/hero/hero-loop.webm?no-inline';
import heroPosterLarge from '@clinic/browser-kit/assets/hero/hero-poster-1280.webp?no-inline';
import heroPosterSmall from '@clinic/browser-kit/assets/hero/hero-poster-640.webp?no-inline';
import airwayArt from '@clinic/browser-kit/assets/illustrations/airway.svg?no-inline';
import allergyArt from '@clinic/browser-kit/assets/illustrations/allergy.svg?no-inline';
import coughArt from '@clinic/browser-kit/assets/illustrations/cough.svg?no-inline';
import dropArt from '@clinic/browser-kit/assets/illustrations/drop.svg?no-inline';
import heartArt from '@clinic/browser-kit/assets/illustrations/heart.svg?no-inline';
import lungsArt from '@clinic/browser-kit/assets/illustrations/lungs.svg?no-inline';
import microscopeArt from '@clinic/browser-kit/assets/illustrations/microscope.svg?no-inline';
import pleuraArt from '@clinic/browser-kit/assets/illustrations/pleura.svg?no-inline';
import sleepArt from '@clinic/browser-kit/assets/illustrations/sleep.svg?no-inline';
import spirometryArt from '@clinic/browser-kit/assets/illustrations/spirometry.svg?no-inline';
import thermometerArt from '@clinic/browser-kit/assets/illustrations/thermometer.svg?no-inline';
import vaccineArt from '@clinic/browser-kit/assets/illustrations/vaccine.svg?no-inline';
import videoThumbnailUrl from '@clinic/browser-kit/assets/video-thumbnail.svg?no-inline';
import { clinic } from '@clinic/contracts/config/clinic';
import {
  aboutSlideTexts,
  galleryPhotoTexts,
  photoAlt,
} from '@clinic/contracts/config/clinic-photos';
import type { ImageAsset } from '@clinic/browser-kit/config/clinic-logo';

export const doctorPortrait: ImageAsset = {
  src: doctorPortraitUrl,
  width: 400,
  height: 480,
  alt: `Portrait of ${clinic.doctor.name}`,
};

/** A raster image in two widths: `small` for phones and thumbnails, `large` for the rest. */
function responsive(
  small: [url: string, width: number],
  large: [url: string, width: number, height: number],
  alt: string,
): ImageAsset {
  return {
    src: large[0],
    width: large[1],
    height: large[2],
    alt,
    srcSet: `${small[0]} ${small[1]}w, ${large[0]} ${large[1]}w`,
  };
}

/** The home hero: a short silent loop and its first frame as the poster (the LCP image). */
export const heroVideo = {
  poster: responsive([heroPosterSmall, 640], [heroPosterLarge, 1280, 720], ''),
  sources: [
    { src: heroVideoWebm, type: 'video/webm' },
    { src: heroVideoMp4, type: 'video/mp4' },
  ],
} as const;

/** The six photos of the gallery (home and `/pictures`), in order; their words are config. */
const galleryFiles: readonly [small: string, large: string][] = [
  [gallery1Small, gallery1Large],
  [gallery2Small, gallery2Large],
  [gallery3Small, gallery3Large],
  [gallery4Small, gallery4Large],
  [gallery5Small, gallery5Large],
  [gallery6Small, gallery6Large],
];
export const galleryPhotos: readonly ImageAsset[] = galleryFiles.map(([small, large], index) =>
  responsive([small, 480], [large, 1200, 900], photoAlt(galleryPhotoTexts[index]!)),
);

/** The About page's two carousel slides. */
export const aboutSlides: readonly ImageAsset[] = [
  responsive([aboutSlide1Small, 800], [aboutSlide1Large, 1600, 700], photoAlt(aboutSlideTexts[0]!)),
  responsive([aboutSlide2Small, 800], [aboutSlide2Large, 1600, 700], photoAlt(aboutSlideTexts[1]!)),
];

const illustration = (src: string): ImageAsset => ({ src, width: 320, height: 200, alt: '' });

/** Themed illustrations for the treatment and procedure cards (decorative). */
export const cardArt = {
  airway: illustration(airwayArt),
  allergy: illustration(allergyArt),
  cough: illustration(coughArt),
  drop: illustration(dropArt),
  heart: illustration(heartArt),
  lungs: illustration(lungsArt),
  microscope: illustration(microscopeArt),
  pleura: illustration(pleuraArt),
  sleep: illustration(sleepArt),
  spirometry: illustration(spirometryArt),
  thermometer: illustration(thermometerArt),
  vaccine: illustration(vaccineArt),
} as const;

/** Stands in for a video's thumbnail, so nothing is fetched from YouTube before a click. */
export const videoThumbnail: ImageAsset = {
  src: videoThumbnailUrl,
  width: 480,
  height: 270,
  alt: '',
};
