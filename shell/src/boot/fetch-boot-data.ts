import type { PageEntry, PageManifest } from '@clinic/contracts/federation/page-manifest';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import type { BootData } from './boot-data';

/**
 * Boot data when no server composed the page (the Vite dev servers): remotes.json, then each
 * remote's pages.json. A remote whose manifest cannot be read adds no pages; the rest still work.
 */
export async function fetchBootData(): Promise<BootData> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const remotes = (await response.json()) as Record<RemoteName, string>;
  const manifests = await Promise.all(
    Object.entries(remotes).map(async ([remote, entry]) => {
      try {
        const answer = await fetch(new URL('pages.json', new URL(entry, location.href)), {
          cache: 'no-cache',
        });
        const manifest = (await answer.json()) as PageManifest;
        return manifest.pages.map((page): PageEntry => ({ ...page, remote: remote as RemoteName }));
      } catch (error) {
        console.error(`The pages of ${remote} could not be read:`, error);
        return [];
      }
    }),
  );
  return { pages: manifests.flat(), remotes, data: {} };
}
