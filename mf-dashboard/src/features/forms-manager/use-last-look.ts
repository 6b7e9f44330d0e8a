import { useEffect, useRef, useState } from 'react';
import { useMarkEnquiriesSeenMutation } from './enquiries-api';

/**
 * When this staff member last opened the inbox before now: the page says it is open once, and
 * keeps the previous look for the whole visit, so a row that arrived since (before or during
 * this visit) stays marked until the next one. `undefined` until the server has answered (no row
 * is marked meanwhile); `null` when they never looked (every row is new to them).
 */
export function useLastLook(): string | null | undefined {
  const [markSeen] = useMarkEnquiriesSeenMutation();
  const [lastLook, setLastLook] = useState<string | null | undefined>(undefined);
  // Once per visit: a second call (React's development double run) would answer this visit's
  // own look as the previous one, and mark nothing.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    markSeen()
      .unwrap()
      .then(
        (answer) => setLastLook(answer.previousSeenAt),
        () => undefined,
      );
  }, [markSeen]);
  return lastLook;
}

/** A row arrived since the last look (nothing is marked while the look is not known). */
export const arrivedSince = (createdAt: string, lastLook: string | null | undefined): boolean =>
  lastLook !== undefined && (lastLook === null || createdAt > lastLook);
