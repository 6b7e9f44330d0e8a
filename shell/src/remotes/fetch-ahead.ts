import {
  RUNTIME_SCRIPTS_ELEMENT_ID,
  type RemotePageScripts,
  type RemoteScripts,
} from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { preloadModules } from './preload-modules';

let remoteScripts: RemoteScripts = {};
let pageScripts: RemotePageScripts = {};

/** Remembers, from the boot data, the scripts of each remote's `./pages` and of its pages. */
export function registerScriptsAhead(scripts: {
  remoteScripts?: RemoteScripts;
  pageScripts?: RemotePageScripts;
}): void {
  remoteScripts = scripts.remoteScripts ?? {};
  pageScripts = scripts.pageScripts ?? {};
}

/**
 * The scripts the shell loads the federation runtime with, as its build wrote them into the page;
 * undefined from a build that wrote none (the monolithic benchmark build has no runtime).
 */
function runtimeScripts(): readonly string[] | undefined {
  const text = document.getElementById(RUNTIME_SCRIPTS_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as string[]) : undefined;
}

/**
 * Fetches what a navigation to `entry` runs, without running any of it: the federation runtime,
 * the page's remote (its entry and `./pages`) and, with `code`, the page's own chunks (contract
 * 2.7). Nothing is evaluated, so a slow phone spends no main-thread time on a page the visitor
 * may never open; the navigation, or a pointer on its link, runs it from the page's own copy.
 * Answers whether everything arrived; undefined when this page does not say which files those
 * are (a shell, host or remote from before 2.7), for the caller to load the code instead.
 */
export function fetchAhead(
  entry: PageEntry,
  { code }: { code: boolean },
): Promise<boolean> | undefined {
  const runtime = runtimeScripts();
  const remote = remoteScripts[entry.remote];
  const page = code ? pageScripts[entry.remote]?.[entry.key] : [];
  if (!runtime || !remote || !page) return undefined;
  return preloadModules([...runtime, ...remote, ...page]);
}
