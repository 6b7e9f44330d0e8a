import fs from 'node:fs';
import path from 'node:path';
import {
  START_LOADER_FILE,
  START_PLAN_ELEMENT_ID,
  type StartPlan,
} from '@clinic/contracts/federation/page-host-contract';

/**
 * A composed page starts its scripts after it has loaded (product §10.13). The page is whole without
 * them (prerendered HTML, inline CSS, links that work), so the bandwidth of a slow connection
 * goes first to the HTML and the images a patient sees, and only then to the code that makes the
 * page interactive. The shell's starter (`START_LOADER_FILE`) does the starting: at the `load` event, or
 * at the visitor's first touch, key press or focus if that comes sooner.
 *
 * Only a shell that ships the loader is started this way: an older shell keeps the script tags
 * its build wrote.
 */

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/** The template without its entry script and module preloads, and what they named. */
export function deferTemplateScripts(
  template: string,
  shellDist: string,
): { template: string; plan: StartPlan } | undefined {
  if (!fs.existsSync(path.join(shellDist, START_LOADER_FILE))) return undefined;
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return undefined;
  const preload: string[] = [];
  const stripped = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, (_, href: string) => {
    preload.push(href);
    return '';
  });
  return { template: stripped, plan: { entry, preload } };
}

/**
 * The plan as a JSON data block (the CSP allows no inline script) and the loader that reads it.
 * The page's remote modules come first: its entry is what the shell waits for longest.
 */
export function startElements(plan: StartPlan, remoteScripts: readonly string[]): string {
  const json = JSON.stringify({
    entry: plan.entry,
    preload: [...remoteScripts, ...plan.preload],
  }).replace(/</g, '\\u003c');
  return (
    `<script type="application/json" id="${START_PLAN_ELEMENT_ID}">${json}</script>` +
    `<script type="module" src="/${START_LOADER_FILE}"></script>`
  );
}
