import airways from '@clinic/browser-kit/assets/heroes/airways.svg';
import allergy from '@clinic/browser-kit/assets/heroes/allergy.svg';
import breath from '@clinic/browser-kit/assets/heroes/breath.svg';
import clinicArt from '@clinic/browser-kit/assets/heroes/clinic.svg';
import fever from '@clinic/browser-kit/assets/heroes/fever.svg';
import heart from '@clinic/browser-kit/assets/heroes/heart.svg';
import lungs from '@clinic/browser-kit/assets/heroes/lungs.svg';
import pleura from '@clinic/browser-kit/assets/heroes/pleura.svg';
import scan from '@clinic/browser-kit/assets/heroes/scan.svg';
import scope from '@clinic/browser-kit/assets/heroes/scope.svg';
import sleep from '@clinic/browser-kit/assets/heroes/sleep.svg';
import type { HeroTheme } from '../features/medical/medical-article';

/** Intrinsic size of every hero artwork (they share one canvas), so the banner never shifts. */
export const HERO_SIZE = { width: 1600, height: 360 } as const;

export const heroImages: Record<HeroTheme, string> = {
  airways,
  allergy,
  breath,
  clinic: clinicArt,
  fever,
  heart,
  lungs,
  pleura,
  scan,
  scope,
  sleep,
};
