import { lazy } from 'react';
import { REMOTE_CONTRACT, type RemoteModule } from '@clinic/shared/federation/remote-contract';
import { linksSlice } from '@clinic/shared/store/slices/links-slice';

/** mf-content's public surface: the clinic's own pages. Their metadata: `page-manifest.ts`. */
const remote: RemoteModule = {
  contract: REMOTE_CONTRACT,
  pages: {
    home: lazy(() => import('./features/home/home-page')),
    about: lazy(() => import('./features/about/about-page')),
    gallery: lazy(() => import('./features/gallery/gallery-page')),
    media: lazy(() => import('./features/media/media-page')),
    lungHub: lazy(() => import('./features/medical/lung-hub-page')),
    medical: lazy(() => import('./features/medical/medical-page')),
  },
  // The home and media pages show the managed links (patient stories, YouTube, Instagram).
  slices: [linksSlice],
};

export default remote;
