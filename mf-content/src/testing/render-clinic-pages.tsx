import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import AboutPage from '../features/about/about-page';
import GalleryPage from '../features/gallery/gallery-page';
import HomePage from '../features/home/home-page';
import { mockViewport } from './mock-viewport';
import { renderedMedicalPages } from './render-medical-page';

/**
 * Every page of mf-content that speaks of the clinic, rendered with the config as it is now: the
 * 42 medical pages, home, About and the gallery, by path, as HTML.
 */
export async function renderClinicPages(): Promise<Map<string, string>> {
  mockViewport({ width: 1280, reducedMotion: true });
  // The home page asks the API for its managed links: none here.
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ data: [] })));
  const pages = await renderedMedicalPages();
  for (const [path, Page] of [
    ['/', HomePage],
    ['/about', AboutPage],
    ['/pictures', GalleryPage],
  ] as const) {
    const { container } = renderWithProviders(<Page />, { route: path });
    pages.set(path, container.innerHTML);
    cleanup();
  }
  return pages;
}
