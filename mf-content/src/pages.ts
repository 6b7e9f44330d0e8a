import { lazy } from 'react';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';

/** mf-content's public surface: the clinic's own pages. Their metadata: `page-manifest.ts`. */
const remote: RemoteModule = {
  contract: REMOTE_CONTRACT,
  pages: {
    home: lazy(() => import('./features/home/home-page')),
    about: lazy(() => import('./features/about/about-page')),
    gallery: lazy(() => import('./features/gallery/gallery-page')),
    media: lazy(() => import('./features/media/media-page')),
    privacy: lazy(() => import('./features/privacy/privacy-page')),
    enquiry: lazy(() => import('./features/enquiry/enquiry-page')),
    enquirySent: lazy(() => import('./features/enquiry/enquiry-sent-page')),
    lungHub: lazy(() => import('./features/medical/lung-hub-page')),
    medical: lazy(() => import('./features/medical/medical-page')),
  },
  // No slices: the managed links the home and media pages show are a public read through SWR,
  // which the server renders them with (their manifest `data`).
  slices: [],
};

export default remote;
