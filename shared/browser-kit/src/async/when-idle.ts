/** How long a busy browser may hold an idle task back before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;
/** Where there is no idle callback (Safari): a short pause instead. */
const FALLBACK_DELAY_MS = 200;

/** Runs `task` once the page has loaded and the browser is idle; returns a cancel. */
export function whenIdle(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(task, FALLBACK_DELAY_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** Settles the next time the browser is idle (once the page has loaded). */
export const nextIdle = (): Promise<void> => new Promise((resolve) => whenIdle(resolve));
