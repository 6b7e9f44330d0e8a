import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';

/**
 * Renders every page of the manifest from the fresh server build, as the API server will, in a
 * plain Node module written beside the build: its bare imports then resolve exactly as the
 * build's own do (one React). It exits with the first failure, and the build fails with it.
 */
const CHECK_MODULE = `
import { prerender } from 'react-dom/static';
import { createElement } from 'react';
import { StaticRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { SWRConfig } from 'swr';
import remote from './entry.mjs';

export async function check(pages) {
  const failures = [];
  for (const page of pages) {
    const Page = remote.pages[page.key];
    if (!Page) { failures.push(page.path + ': the remote has no page "' + page.key + '"'); continue; }
    const url = page.path.replace(/:(\\w+)/g, 'example-$1');
    const params = Object.fromEntries([...page.path.matchAll(/:(\\w+)/g)].map((m) => [m[1], 'example-' + m[1]]));
    const store = configureStore({ reducer: combineSlices(...remote.slices) });
    const errors = [];
    try {
      await prerender(
        createElement(Provider, { store },
          createElement(StaticRouter, { location: url },
            createElement(SWRConfig, { value: { fallback: {} } },
              createElement(Page, { page: { ...page, remote: 'check' }, pages: [], params })))),
        { onError: (error) => void errors.push(error) },
      );
    } catch (error) { errors.push(error); }
    for (const text of new Set(errors.map((error) => error?.stack ?? String(error)))) failures.push(page.path + ': ' + text);
  }
  return failures;
}
`;

const nativeImport = new Function('url', 'return import(url)') as (
  url: string,
) => Promise<{ check(pages: readonly PageDefinition[]): Promise<string[]> }>;

export function serverRenderCheckPlugin(pages: readonly PageDefinition[]): Plugin {
  let outDir = '';
  return {
    name: 'clinic:server-render-check',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const file = path.join(outDir, 'render-check.mjs');
      await fs.writeFile(file, CHECK_MODULE);
      try {
        const failures = await (await nativeImport(pathToFileURL(file).href)).check(pages);
        if (failures.length > 0) {
          throw new Error(
            `Pages that cannot render on the server (no window, localStorage or random ids at render time):\n${failures.join('\n')}`,
          );
        }
      } finally {
        await fs.rm(file, { force: true });
      }
    },
  };
}
