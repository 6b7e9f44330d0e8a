import { rmSync } from 'node:fs';

/** Removes the main server's throw-away data folder once the run is over. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
