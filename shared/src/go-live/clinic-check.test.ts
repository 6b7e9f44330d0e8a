// @vitest-environment node
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

describe('pnpm clinic:check on the shipped config', () => {
  it('exits non-zero, naming the placeholders and the pages without a review', async () => {
    const failure = await run('pnpm', ['--silent', 'clinic:check'], { cwd: root }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("name: 'Dr. Arjun Malhotra', // PLACEHOLDER");
    expect(failure?.stderr).toContain("hospital: 'Example Hospital (sample), Panchkula'");
    expect(failure?.stderr).toContain("{ text: 'Indian Chest Society', sample: true }");
    expect(failure?.stderr).toMatch(/42 medical pages have no recorded medical review/);
    expect(failure?.stderr).toContain('/COPD');
  }, 60_000);
});
