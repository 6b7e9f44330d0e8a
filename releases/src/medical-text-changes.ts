import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MANIFEST_FILE } from '@clinic/contracts/federation/page-host-contract';
import type { PageManifest } from '@clinic/contracts/federation/page-manifest';
import type { MedicalText } from '@clinic/contracts/releases/release-candidate';
import type { ReleaseStore } from './release-store';

/** The medical pages of a manifest file, with the hash of each one's text; none when unreadable. */
function medicalTexts(dir: string): MedicalText[] {
  let manifest: PageManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, PAGE_MANIFEST_FILE), 'utf8'));
  } catch {
    return [];
  }
  return manifest.pages.flatMap((page) =>
    page.structuredData?.type === 'MedicalWebPage' && page.structuredData.textHash
      ? [{ path: page.path, textHash: page.structuredData.textHash }]
      : [],
  );
}

/**
 * The medical pages whose text a release changes from the live one's (decision 0081): new pages
 * and pages whose `textHash` differs. Compared on the manifests, not on renders, because a review
 * is bound to exactly that hash: what the reviewer approves is what the page will claim.
 */
export async function medicalTextChanges(
  store: ReleaseStore,
  webRoot: string,
  folder: string,
  id: string,
): Promise<MedicalText[]> {
  const live = (await store.active(folder))?.release;
  const liveTexts = medicalTexts(
    live ? store.filesOf(folder, live) : path.join(webRoot, folder, 'dist'),
  );
  const liveHash = new Map(liveTexts.map((text) => [text.path, text.textHash]));
  return medicalTexts(store.filesOf(folder, id)).filter(
    (text) => liveHash.get(text.path) !== text.textHash,
  );
}
