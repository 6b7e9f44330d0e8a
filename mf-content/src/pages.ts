import { lazy } from 'react';
import type { RemoteModule } from '@clinic/shared/federation/remote-module';
import { linksSlice } from '@clinic/shared/store/slices/links-slice';

/** mf-content's public surface: the clinic's own pages. */
const remote: RemoteModule = {
  pages: {
    home: lazy(() => import('./features/home/home-page')),
    about: lazy(() => import('./features/about/about-page')),
    gallery: lazy(() => import('./features/gallery/gallery-page')),
    medical: lazy(() => import('./features/medical/medical-page')),
  },
  // The home page shows the managed links (patient stories, YouTube, Instagram).
  slices: [linksSlice],
};

export default remote;
