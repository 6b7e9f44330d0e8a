import { Suspense } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { contentPages } from '../page-manifest';
import LungHubPage from '../features/medical/lung-hub-page';
import MedicalPage from '../features/medical/medical-page';
import { lungHubPage, procedurePages, treatmentPages } from '../features/medical/medical-pages';

/** Every deployed mf-content page, as the shell hands them to a page. */
export const testPages: PageEntry[] = contentPages.map((page) => ({
  ...page,
  remote: 'mf_content',
}));

/** The 42 medical pages: /Lung, the 21 treatments and the 20 procedures. */
export const medicalPaths = [lungHubPage, ...treatmentPages, ...procedurePages].map(
  (page) => page.path,
);

/** Renders a medical page as the shell would and resolves with its H1 once the article is in. */
export async function renderMedicalPage(path: string) {
  const Page = path === lungHubPage.path ? LungHubPage : MedicalPage;
  const entry = testPages.find((page) => page.path === path)!;
  // The article is its own chunk: awaiting act lets React retry after the import settles.
  await act(async () => {
    renderWithProviders(
      <Suspense fallback="loading">
        <Page page={entry} pages={testPages} params={{}} />
      </Suspense>,
      { route: path },
    );
  });
  return screen.findByRole('heading', { level: 1 });
}

/** The rendered HTML of each medical page, one page at a time. */
export async function renderedMedicalPages(): Promise<Map<string, string>> {
  const html = new Map<string, string>();
  for (const path of medicalPaths) {
    await renderMedicalPage(path);
    html.set(path, document.querySelector('main')!.innerHTML);
    cleanup();
  }
  return html;
}

/** A rendered page's visible text, tags dropped (entities stay as React wrote them). */
export const visibleText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');

/** How `clinic-care.tsx` claims a service: its name, then where it is done. */
export const claimOf = (name: string) =>
  new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (at|by)`);
