import { spawn } from 'node:child_process';
import { repoRoot } from '../support/site-server';

/**
 * `pnpm build` at the repository root. Its output is kept back unless the build fails: the
 * figures are what this script is for, and a successful build's log would bury them.
 */
export function buildSite(): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const build = spawn('pnpm', ['build'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    build.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    build.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    build.once('error', reject);
    build.once('close', (code) => {
      if (code === 0) return resolveBuild();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`pnpm build failed with exit code ${code}`));
    });
  });
}
