type Cleanup = () => void;

const cleanups = new Set<Cleanup>();
let installed = false;

function runCleanups(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // One failed clean-up must not stop the others from running.
    }
  }
  cleanups.clear();
}

/**
 * Runs `cleanup` when the process ends for any reason: normal exit, an uncaught error, Ctrl-C or
 * SIGTERM. The server and Chromium are detached into their own process groups, so nothing else
 * would stop them. `cleanup` must be synchronous, as 'exit' listeners cannot wait. Returns a
 * function that forgets it once the resource has been released the ordinary way.
 */
export function onExit(cleanup: Cleanup): () => void {
  if (!installed) {
    installed = true;
    process.once('exit', runCleanups);
    // process.exit() fires 'exit', which runs the clean-ups.
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
