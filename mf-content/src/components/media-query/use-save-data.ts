import { useSyncExternalStore } from 'react';

/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformation extends EventTarget {
  readonly saveData?: boolean;
}

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

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
