/**
 * The clinic's artwork, from the one assets folder (`shared/assets/`) that a clinic replaces with
 * its own. Imported, not referenced by URL, so each app's build fingerprints and serves its copy.
 * Every image lists its intrinsic size so pages reserve its space (no layout shift). The raster
 * placeholders are made by `scripts/generate-placeholder-art.mjs`.
 */
import aboutSlide1Large from '../../assets/about/about-slide-1-1600.webp?no-inline';
import aboutSlide1Small from '../../assets/about/about-slide-1-800.webp?no-inline';
import aboutSlide2Large from '../../assets/about/about-slide-2-1600.webp?no-inline';
import aboutSlide2Small from '../../assets/about/about-slide-2-800.webp?no-inline';
import doctorPortraitUrl from '../../assets/doctor-portrait.svg?no-inline';
import gallery1Large from '../../assets/gallery/gallery-1-1200.webp?no-inline';
import gallery1Small from '../../assets/gallery/gallery-1-480.webp?no-inline';
import gallery2Large from '../../assets/gallery/gallery-2-1200.webp?no-inline';
import gallery2Small from '../../assets/gallery/gallery-2-480.webp?no-inline';
import gallery3Large from '../../assets/gallery/gallery-3-1200.webp?no-inline';
import gallery3Small from '../../assets/gallery/gallery-3-480.webp?no-inline';
import gallery4Large from '../../assets/gallery/gallery-4-1200.webp?no-inline';
import gallery4Small from '../../assets/gallery/gallery-4-480.webp?no-inline';
import gallery5Large from '../../assets/gallery/gallery-5-1200.webp?no-inline';
import gallery5Small from '../../assets/gallery/gallery-5-480.webp?no-inline';
import gallery6Large from '../../assets/gallery/gallery-6-1200.webp?no-inline';
import gallery6Small from '../../assets/gallery/gallery-6-480.webp?no-inline';
import heroVideoMp4 from '../../assets/hero/hero-loop.mp4?no-inline';
import heroVideoWebm from '../../assets/hero/hero-loop.webm?no-inline';
import heroPosterLarge from '../../assets/hero/hero-poster-1280.webp?no-inline';
import heroPosterSmall from '../../assets/hero/hero-poster-640.webp?no-inline';
import airwayArt from '../../assets/illustrations/airway.svg?no-inline';
import allergyArt from '../../assets/illustrations/allergy.svg?no-inline';
import coughArt from '../../assets/illustrations/cough.svg?no-inline';
import dropArt from '../../assets/illustrations/drop.svg?no-inline';
import heartArt from '../../assets/illustrations/heart.svg?no-inline';
import lungsArt from '../../assets/illustrations/lungs.svg?no-inline';
import microscopeArt from '../../assets/illustrations/microscope.svg?no-inline';
import pleuraArt from '../../assets/illustrations/pleura.svg?no-inline';
import sleepArt from '../../assets/illustrations/sleep.svg?no-inline';
import spirometryArt from '../../assets/illustrations/spirometry.svg?no-inline';
import thermometerArt from '../../assets/illustrations/thermometer.svg?no-inline';
import vaccineArt from '../../assets/illustrations/vaccine.svg?no-inline';
import logoUrl from '../../assets/logo.svg';
import videoThumbnailUrl from '../../assets/video-thumbnail.svg?no-inline';
import { clinic } from './clinic';

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
  alt: 'Panchkula Chest Clinic',
};

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

/** The six photos of the gallery (home and `/pictures`), in order. */
const galleryFiles: readonly [small: string, large: string, alt: string][] = [
  [gallery1Small, gallery1Large, `The entrance of the clinic in ${clinic.locations.clinic.area}`],
  [gallery2Small, gallery2Large, 'The reception desk and the waiting area'],
  [gallery3Small, gallery3Large, 'The doctor with a patient in the consultation room'],
  [gallery4Small, gallery4Large, 'A patient at the lung function testing machine'],
  [gallery5Small, gallery5Large, 'The doctor beside a chest X-ray on the viewing screen'],
  [gallery6Small, gallery6Large, 'The doctor speaking at a lung health awareness session'],
];
export const galleryPhotos: readonly ImageAsset[] = galleryFiles.map(([small, large, alt]) =>
  responsive([small, 480], [large, 1200, 900], alt),
);

/** The About page's two carousel slides. */
export const aboutSlides: readonly ImageAsset[] = [
  responsive(
    [aboutSlide1Small, 800],
    [aboutSlide1Large, 1600, 700],
    `${clinic.doctor.name} beside a chest X-ray`,
  ),
  responsive(
    [aboutSlide2Small, 800],
    [aboutSlide2Large, 1600, 700],
    `The waiting area of ${clinic.clinicName}`,
  ),
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
