import {
  LAZY_SCRIPTS_ELEMENT_ID,
  type LazyScripts,
  type RemotePageFiles,
  type RemoteScripts,
} from '@clinic/contracts/federation/page-host-contract';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { nextIdle } from '@clinic/browser-kit/async/when-idle';
import { nextTask } from '@clinic/browser-kit/async/next-task';
import { canPreloadModules, preloadModules } from './preload-modules';
import { preloadStyles } from './preload-styles';

/**
 * Module preloads announced per idle moment: each costs the main thread a little as it is
 * inserted, and a page's worth at once made one long task (as in the starter).
 */
const PRELOADS_PER_TASK = 8;

let remoteScripts: RemoteScripts = {};
let pageFiles: RemotePageFiles = {};
let shellScripts: LazyScripts | undefined;

/**
 * The scripts of the shell's lazily loaded parts (the federation runtime, swr), as its build wrote
 * them into the page; undefined from a build that wrote none (the monolithic benchmark build).
 */
function lazyScripts(): LazyScripts | undefined {
  const text = document.getElementById(LAZY_SCRIPTS_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as LazyScripts) : undefined;
}

/**
 * Remembers, once per page view, the scripts of each remote's `./pages` and its pages' files
 * (from the boot data) and the shell's lazily loaded scripts (from its template).
 */
export function registerFilesAhead(boot: {
  remoteScripts?: RemoteScripts;
  pageFiles?: RemotePageFiles;
}): void {
  remoteScripts = boot.remoteScripts ?? {};
  pageFiles = boot.pageFiles ?? {};
  shellScripts = lazyScripts();
}

/**
 * Asks for `scripts` a few per task, awaiting `pause` between tasks (and, with `pauseFirst`,
 * before the first); answers whether each batch arrived.
 */
async function preloadInBatches(
  scripts: readonly string[],
  pause: () => Promise<void>,
  { pauseFirst }: { pauseFirst: boolean },
): Promise<boolean[]> {
  const arrivals: Promise<boolean>[] = [];
  for (let start = 0; start < scripts.length; start += PRELOADS_PER_TASK) {
    if (pauseFirst || start > 0) await pause();
    arrivals.push(preloadModules(scripts.slice(start, start + PRELOADS_PER_TASK)));
  }
  return Promise.all(arrivals);
}

/** What a navigation to `entry` runs, as files, or undefined when this page cannot say (below). */
function filesOf(
  entry: PageEntry,
  code: boolean,
): { scripts: string[]; styles: string[] } | undefined {
  const shell = shellScripts;
  const remote = remoteScripts[entry.remote];
  const page = code ? pageFiles[entry.remote]?.[entry.key] : [];
  if (!shell || !remote || !page || !canPreloadModules()) return undefined;
  const styles = page.filter((url) => url.endsWith('.css'));
  const scripts = [
    ...shell.runtime,
    ...remote,
    ...page.filter((url) => !styles.includes(url)),
    ...(code && entry.data?.length ? shell.swr : []),
  ];
  return { scripts, styles };
}

/**
 * Fetches what a navigation to `entry` runs, without running any of it: the federation runtime,
 * the page's remote (its entry and `./pages`) and, with `code`, the page's own chunks, their
 * stylesheets and swr for a page that reads API data (contract 2.7). Nothing is evaluated, so a
 * slow phone spends no main-thread time on a page the visitor may never open; the navigation, or
 * a pointer on its link, runs it from the page's own copy. Without `styles`, the page's
 * stylesheets are left out (the page on screen, whose styles the server inlined). Answers
 * whether everything asked for arrived; undefined when this page does not say which files those
 * are (a shell, host or remote from before 2.7) or the browser cannot preload modules, for the
 * caller to load the code instead.
 */
export function fetchAhead(
  entry: PageEntry,
  { code, styles: withStyles = true }: { code: boolean; styles?: boolean },
): Promise<boolean> | undefined {
  const files = filesOf(entry, code);
  if (!files) return undefined;
  return Promise.all([
    preloadStyles(withStyles ? files.styles : []),
    preloadInBatches(files.scripts, nextIdle, { pauseFirst: false }),
  ]).then(([styles, scripts]) => styles && scripts.every(Boolean));
}

/**
 * Asks for every script of a page that is about to render, all at once: the federation
 * runtime, its remote's `./pages` and the page's own chunks are requested side by side, where
 * importing them finds each level's imports only as the level before it runs (on regular 3G,
 * over a second a level). A few links per task, each task right after the last, not one per
 * idle moment as a warm-up: this page is wanted now, and 25 links inserted in one go took about
 * 6-9 ms of a render's task (23-35 ms with the CPU slowed 4x). Its stylesheets are left
 * to the bundler, which links them with their chunks (the server inlined those of a page it
 * composed). Does nothing when this page does not list the files or the browser cannot preload
 * modules: the imports fetch them, as before 2.7.
 */
export function fetchPageCodeNow(entry: PageEntry): void {
  const files = filesOf(entry, true);
  if (files) void preloadInBatches(files.scripts, nextTask, { pauseFirst: true });
}
