import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeWebRoot } from './helpers/fake-deployment';
import { REPO_ROOT, startServerProcess, type ServerProcess } from './helpers/server-process';

/**
 * A shell renderer of real React whose page throws while rendering, as a remote's bug would:
 * React leaves the page to the browser and, in its development build only, writes the error's
 * message and stack (file paths and all) into the HTML. It also tells what NODE_ENV it ran under.
 */
function throwingRenderer(): string {
  const fromShell = createRequire(path.join(REPO_ROOT, 'shell', 'package.json'));
  const url = (name: string) => pathToFileURL(fromShell.resolve(name)).href;
  return `
import React from ${JSON.stringify(url('react'))};
import { prerender } from ${JSON.stringify(url('react-dom/static'))};
export const remoteContract = '2.2';
function Broken() { throw new Error('the page broke in ' + import.meta.url); }
export async function renderPage(request) {
  const tree = React.createElement('main', null,
    React.createElement(React.Suspense, { fallback: 'Loading' }, React.createElement(Broken)));
  const { prelude } = await prerender(tree, { onError: () => {} });
  return {
    status: 200,
    remote: 'mf_content',
    head: '<title>Broken</title>',
    html: await new Response(prelude).text(),
    boot: JSON.stringify({ nodeEnv: process.env.NODE_ENV }),
  };
}
`;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-production-react-'));
const webRoot = path.join(dir, 'web');
const started: ServerProcess[] = [];

beforeAll(() => {
  writeFakeWebRoot(webRoot);
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'server', 'entry.mjs'), throwingRenderer());
});
afterAll(() => {
  for (const server of started) server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** `pnpm serve` as the README runs it: no NODE_ENV, no PUBLIC_URL, on a fresh data folder. */
async function serve(env: Record<string, string> = {}) {
  const server = await startServerProcess(
    { DATA_DIR: path.join(dir, `data-${started.length}`), WEB_ROOT: webRoot, ...env },
    'pnpm serve',
  );
  started.push(server);
  const page = await fetch(`${server.url}/COPD`, { headers: { host: 'localhost' } });
  return { status: page.status, html: await page.text() };
}

const bootOf = (html: string) =>
  JSON.parse(/id="clinic-boot">([^<]*)<\/script>/.exec(html)![1]!) as { nodeEnv?: string };

describe("the README's run command (pnpm serve)", () => {
  it('starts with no PUBLIC_URL and renders with NODE_ENV=production: no stack or path in a page that throws', async () => {
    const { status, html } = await serve();
    expect(status).toBe(200);
    expect(bootOf(html).nodeEnv).toBe('production');
    expect(html).toContain('<main><!--$!--><template></template>Loading<!--/$--></main>');
    expect(html).not.toContain('the page broke');
    expect(html).not.toMatch(/data-stck|data-msg|\bat Broken\b/);
    expect(html).not.toContain(dir);
    expect(html).not.toContain('node_modules');
  }, 60_000);

  it('uses the development build only when asked for, which is what would leak it', async () => {
    const { html } = await serve({ NODE_ENV: 'development' });
    expect(bootOf(html).nodeEnv).toBe('development');
    expect(html).toContain('data-stck');
    expect(html).toContain('the page broke');
  }, 60_000);
});
