import { useEffect, useState } from 'react';
import { useAppDispatch } from '@clinic/browser-kit/store/hooks';
import { staffApi, type StaffTag } from './staff-api';

/** A read made longer than this after the person's last key, click, touch or scroll is a poll. */
export const PERSON_IDLE_AFTER_MS = 60_000;

let lastActivity = Date.now();
if (typeof window !== 'undefined') {
  for (const event of ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const)
    window.addEventListener(event, () => (lastActivity = Date.now()), {
      capture: true,
      passive: true,
    });
}

/**
 * Whether a read now is background (issue 43): the tab is hidden, or nobody has touched the page
 * for a minute. The API then does not count it as activity, so the idle sign-out happens when
 * the person is away even with the inbox open.
 */
export const readIsBackground = (): boolean =>
  (typeof document !== 'undefined' && document.visibilityState === 'hidden') ||
  Date.now() - lastActivity > PERSON_IDLE_AFTER_MS;

/**
 * Polls every `intervalMs` while the tab is shown and not at all while it is hidden; the lists of
 * `tag` are refetched once when it is shown again, so a background tab asks nothing and is
 * current on return. Returns the query's polling interval.
 */
export function useVisiblePolling(intervalMs: number, tag: StaffTag): number {
  const dispatch = useAppDispatch();
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  const [shownAgain, setShownAgain] = useState(0);
  useEffect(() => {
    const onChange = () => {
      const shown = document.visibilityState !== 'hidden';
      setVisible(shown);
      if (shown) setShownAgain((count) => count + 1);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (shownAgain > 0) dispatch(staffApi.util.invalidateTags([tag]));
  }, [dispatch, shownAgain, tag]);
  return visible ? intervalMs : 0;
}
