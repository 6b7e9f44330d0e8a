import type { ApiAnswer, ApiReader } from '../api-reader';
import type { PointerStore } from './pointer-store';
import { gateRelease } from './release-gate';
import { openReleaseStore } from './release-store';
import type { GateRequest, ParentMessage } from './gate-messages';

/**
 * The release gate's child process (gate-process.ts starts it). It loads the candidate's server
 * build and renders its pages here, so a build that hangs, loops or eats memory is stopped by
 * killing this process, never the server's. The site's data comes from the parent, which holds
 * the API; this process opens no database.
 */
const send = (message: object) => process.send?.(message);

let nextRead = 0;
const reads = new Map<number, (answer: ApiAnswer) => void>();
const parentApi: ApiReader = {
  get(path) {
    const id = ++nextRead;
    return new Promise((resolve) => {
      reads.set(id, resolve);
      send({ type: 'read', id, path });
    });
  },
};

/** The gate pins every app it renders (the live ones as the parent read them): none is read. */
const noPointers: PointerStore = {
  read: () => Promise.resolve(undefined),
  write: () => Promise.reject(new Error('the release gate never makes a release live')),
};

async function gate(request: GateRequest) {
  const store = openReleaseStore(request.storeRoot, noPointers);
  const result = await gateRelease(parentApi, { ...request, store });
  // Exits once the result is sent: whatever the candidate left running (timers, sockets) must
  // not keep this process alive.
  process.send?.({ type: 'result', result }, () => process.exit(0));
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'answer') {
    reads.get(message.id)?.(message.answer);
    reads.delete(message.id);
  } else if (message.type === 'gate') void gate(message.request);
});
