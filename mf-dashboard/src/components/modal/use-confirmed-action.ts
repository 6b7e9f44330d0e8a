import { useState } from 'react';

export interface ConfirmedAction<T> {
  /** The item waiting for "yes" or "no", or null. */
  pending: T | null;
  /** True while the confirmed action runs. */
  busy: boolean;
  ask: (item: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/**
 * The state behind "are you sure?": which item waits for confirmation, and whether the confirmed
 * action is running. Pair it with <ConfirmDialog>:
 *
 *   const removal = useConfirmedAction((link: SocialLink) => dispatch(deleteLink(link._id)));
 *   <button onClick={() => removal.ask(link)}>Delete</button>
 *   <ConfirmDelete action={removal} message="Are you sure you want to delete this link?" />
 */
export function useConfirmedAction<T>(action: (item: T) => Promise<unknown>): ConfirmedAction<T> {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    pending,
    busy,
    ask: (item: T) => setPending(() => item),
    cancel: () => setPending(null),
    confirm: async () => {
      if (pending === null) return;
      setBusy(true);
      try {
        await action(pending);
      } finally {
        setBusy(false);
        setPending(null);
      }
    },
  };
}
