import { useSyncExternalStore } from 'react';
import { networkConnection as connection } from '@clinic/browser-kit/async/network-connection';

function subscribe(onChange: () => void) {
  const current = connection();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
}

/** Whether the visitor asked to save data; the server assumes so, to send nothing heavy. */
export const useSaveData = () =>
  useSyncExternalStore(
    subscribe,
    () => connection()?.saveData === true,
    () => true,
  );
