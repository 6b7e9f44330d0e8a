import { createHash } from 'node:crypto';
import type { ComposedPage } from '@clinic/page-host';

/** A page's main content: its `<main>` element, or its whole markup when it has none. */
const MAIN = /<main[\s>][\s\S]*<\/main>/;
/** A released file's address names its release: the same file in the next release is no change. */
const RELEASE_IN_URL = /\/releases\/[a-z][a-z-]*\/[0-9a-f]{12}\//g;

/** The digest of a composed page's main content: what "changed" compares (issue 44). */
export function mainDigest(page: ComposedPage): string {
  const html = page.body.identity.toString('utf8');
  const main = (MAIN.exec(html)?.[0] ?? html).replace(RELEASE_IN_URL, '/releases/');
  return createHash('sha256').update(main).digest('base64url');
}
