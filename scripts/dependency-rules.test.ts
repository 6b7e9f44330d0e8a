// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The dependency rules of docs/architecture.md, as lint enforces them: each case is a file that
 * would sit in a package and the import it makes. Linted as text, so no file is written.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// Loading the config and the TypeScript resolver takes seconds on a busy machine; once loaded,
// each case is quick.
beforeAll(() => importErrors('shell/src/probe.ts', 'react'), 60_000);

describe('dependency rules', { timeout: 30_000 }, () => {
  it.each([
    ['server/src/probe.ts', '@clinic/api/config/api-config', 'public entries'],
    ['server/src/probe.ts', '@clinic/page-host/releases/release-store', 'public entries'],
    ['shared/contracts/src/probe.ts', 'react', 'no React'],
    ['shared/contracts/src/probe.ts', 'node:fs', 'no Node'],
    ['shared/contracts/src/probe.ts', '@clinic/browser-kit/store/hooks', 'no other package'],
    ['api/src/probe.ts', '@clinic/browser-kit/api/api-client', 'no React'],
    ['api/src/probe.ts', 'react-redux', 'no React'],
    ['mf-blog/src/probe.ts', '@clinic/server-kit/private-files', 'A remote imports only'],
    ['mf-blog/src/probe.ts', '@clinic/mf-content/src/pages', 'A remote imports only'],
    ['shared/browser-kit/src/probe.ts', '../../contracts/src/config/clinic', 'by its name'],
    ['shell/src/probe.ts', '@clinic/contracts/src/config/clinic', 'through its exports'],
    ['page-host/src/probe.ts', '@clinic/releases', 'never the releases'],
    ['releases/src/probe.ts', '@clinic/api/config/api-config', 'public entries only'],
    ['releases/src/probe.ts', '@clinic/page-host/deployment', 'public entries only'],
    ['api/src/probe.ts', '@clinic/releases', 'not the releases'],
    ['server/src/probe.ts', '@clinic/releases/release-store', 'public entries'],
    ['releases/src/probe.ts', '../../page-host/src/compose/page-composer', 'another package'],
    ['server/src/probe.ts', '../../releases/src/release-store', 'another package'],
  ])('refuses %s importing %s', async (file, specifier, reason) => {
    const errors = await importErrors(file, specifier);
    expect(errors.join('\n')).toContain(reason);
  });

  it.each([
    ['server/src/probe.ts', '@clinic/api'],
    ['server/test/probe.test.ts', '@clinic/api/testing'],
    ['shell/src/probe.ts', '@clinic/contracts/config/clinic'],
    ['mf-blog/src/probe.ts', '@clinic/browser-kit/store/hooks'],
    ['api/src/probe.ts', '@clinic/server-kit/private-files'],
    ['mf-content/tools/probe.ts', '@clinic/server-kit/go-live-report'],
    ['releases/src/probe.ts', '@clinic/api'],
    ['releases/src/probe.ts', '@clinic/page-host'],
    ['releases/src/probe.ts', '@clinic/contracts/releases/live-builds'],
    ['server/src/probe.ts', '@clinic/releases'],
  ])('lets %s import %s', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([]);
  });
});
