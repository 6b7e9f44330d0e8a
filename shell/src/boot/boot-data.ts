import {
  BOOT_DATA_ELEMENT_ID,
  type PagesElsewhere,
  type RemotePageFiles,
  type RemoteScripts,
} from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { PageData } from '@clinic/contracts/federation/remote-contract';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import type { PostedFormAnswer } from '../app/posted-form';

/**
 * What the server hands the shell inside the page, as a JSON data block (not executed, so the
 * CSP allows it, and no extra request on the critical path): the deployed pages, where each
 * remote's entry lives, and the data the page was rendered with.
 */
export interface BootData {
  readonly pages: readonly PageEntry[];
  readonly remotes: Readonly<Partial<Record<RemoteName, string>>>;
  /** Pages another origin of the site serves (STAFF_URL): the browser goes there for them. */
  readonly elsewhere?: PagesElsewhere;
  /** The scripts of each remote's pages, fetched side by side when it loads (page host's). */
  readonly remoteScripts?: RemoteScripts;
  /** The files of each remote's public pages by key, fetched ahead of a navigation (host's). */
  readonly pageFiles?: RemotePageFiles;
  /** API answers by SWR key; SWR's initial data, so hydration renders what the server did. */
  readonly data: PageData;
  /** Only on the server's answer to a form posted without scripts that it refused. */
  readonly postedForm?: PostedFormAnswer;
}

/** JSON that cannot end the script element it sits in or break a JavaScript parser. */
export function serializeBootData(boot: BootData): string {
  return JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readBootData(document: Document): BootData | null {
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as BootData) : null;
}
