import fs from 'node:fs';
import path from 'node:path';
import { POINTER_FILE } from './pointer-store';

/**
 * Calls `switched` when a pointer file under `root` is renamed into place, by this process or
 * another (`pnpm release`, `pnpm rollback` on this machine): the operating system says so at
 * once, where looking again each second would leave up to a second before the switch is seen.
 * The root is watched for app folders made after this starts (an app's first release). A store
 * whose pointers are in the database writes no pointer file, and nothing is called.
 */
export function watchPointerFiles(root: string, switched: () => void): () => void {
  const watchers = new Map<string, fs.FSWatcher>();
  const watch = (dir: string, onName: (name: string) => void) => {
    if (watchers.has(dir)) return;
    try {
      const watcher = fs.watch(dir, { persistent: false }, (_event, name) => {
        if (name) onName(name.toString());
      });
      // A folder removed or unreadable stops its own watch; the others go on.
      watcher.on('error', () => {
        watcher.close();
        watchers.delete(dir);
      });
      watchers.set(dir, watcher);
    } catch {
      // Not there (yet): the root's watch starts it when it is made.
    }
  };
  const watchApp = (dir: string) =>
    watch(dir, (name) => {
      if (name === POINTER_FILE) switched();
    });
  watch(root, (name) => {
    const dir = path.join(root, name);
    if (fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) watchApp(dir);
  });
  const apps = fs.existsSync(root) ? fs.readdirSync(root, { withFileTypes: true }) : [];
  for (const entry of apps) if (entry.isDirectory()) watchApp(path.join(root, entry.name));
  return () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}
