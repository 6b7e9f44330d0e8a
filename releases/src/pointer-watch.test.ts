import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openReleaseStore } from './release-store';
import { watchPointerFiles } from './pointer-watch';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A store with no release yet, watched from the start; resolves when `switched` is called. */
function watchedStore() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-watch-'));
  const store = openReleaseStore(root);
  const calls: number[] = [];
  let heard: () => void = () => {};
  stops.push(
    watchPointerFiles(root, () => {
      calls.push(Date.now());
      heard();
    }),
  );
  const nextSwitch = () => new Promise<void>((resolve) => (heard = resolve));
  return { store, calls, nextSwitch };
}

async function releaseOf(store: ReturnType<typeof openReleaseStore>, app: string, text: string) {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-build-'));
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), text);
  return store.create(app, build, { commit: 'c', releasedBy: 't' });
}

describe('watchPointerFiles', () => {
  it("hears an app's first activation, in a folder made after the watch began, and a rollback", async () => {
    const { store, calls, nextSwitch } = watchedStore();
    const first = await releaseOf(store, 'mf-blog', '/* 1 */');
    const second = await releaseOf(store, 'mf-blog', '/* 2 */');
    // Copying releases in is not a switch.
    expect(calls).toEqual([]);

    let switched = nextSwitch();
    await store.activate('mf-blog', first.id, 't');
    await switched;
    switched = nextSwitch();
    await store.activate('mf-blog', second.id, 't');
    await switched;
    const heardSoFar = calls.length;
    switched = nextSwitch();
    await store.activate('mf-blog', first.id, 't');
    await switched;
    expect(calls.length).toBeGreaterThan(heardSoFar);
  });

  it('hears nothing once stopped', async () => {
    const { store, calls } = watchedStore();
    const release = await releaseOf(store, 'shell', '/* s */');
    stops.splice(0).forEach((stop) => stop());
    await store.activate('shell', release.id, 't');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
  });
});
