/**
 * The starter, built on its own as `START_LOADER_FILE`. It starts the shell the server's
 * `clinic-start` plan names once the page has loaded, or at the visitor's first touch, click, key
 * or focus if sooner: the composed page is whole without scripts, so its images come first
 * (decision 0020). Until the page is live, what the visitor does is held and then replayed on the
 * same elements (decision 0022).
 */
import {
  START_PLAN_ELEMENT_ID,
  type StartPlan,
} from '@clinic/contracts/federation/page-host-contract';
import { nextTask } from '@clinic/browser-kit/async/next-task';
import { noteTypedValues } from '@clinic/browser-kit/dom/typed-values';
import { holdEarlyActions, type HeldAction } from './early-actions';
import { fetchInBatches } from './fetch-in-batches';
import {
  APP_STATE_ATTRIBUTE,
  isFrameLive,
  isPageLive,
  whenFrameLive,
  whenPageLive,
} from './page-live';

const planElement = document.getElementById(START_PLAN_ELEMENT_ID);
const plan = JSON.parse(planElement?.textContent ?? '{"entry":"","preload":[]}') as StartPlan;
const early = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'click', 'submit'];
const beforeStart = new AbortController();

/**
 * After the code has arrived (so a slow network never trips it), how long the page may take to go
 * live before the browser acts on what was held: a shell that throws would leave taps unanswered.
 */
const LIVE_WITHIN_MS = 10_000;

/** One task apart: a replayed Sign In reads the typed text handed over, rendered, before it. */
async function replayInTurn(actions: HeldAction[]) {
  for (const action of actions) {
    await nextTask();
    action.replay();
  }
}

/** Shows that a held action waits; never over "live" (a tap in the moment before the release). */
function showStarting() {
  if (!isPageLive()) document.documentElement.setAttribute(APP_STATE_ATTRIBUTE, 'starting');
}

const holding = isFrameLive()
  ? null
  : holdEarlyActions(() => {
      showStarting();
      start();
    });
const typedValues = noteTypedValues();

/**
 * Goes on holding what is done inside an `after-frame` region until the page is live. No timer:
 * the region's code is only now on its way, and a region that fails shows a live fallback.
 */
function holdRegion(region: Element, held: HeldAction[]) {
  if (held.length) showStarting();
  else document.documentElement.removeAttribute(APP_STATE_ATTRIBUTE);
  const regionHolding = holdEarlyActions(showStarting, { within: region, held });
  whenPageLive(async () => {
    await nextTask();
    const regionHeld = regionHolding.stop();
    typedValues.handOver({ within: region });
    void replayInTurn(regionHeld);
  });
}

/**
 * Ends the holding: on a live page through the app; if the code cannot run, as the browser would
 * (again if a page given up on goes live after all).
 */
function release() {
  const held = holding?.stop() ?? [];
  const frameLive = isFrameLive();
  const region = frameLive && !isPageLive() ? document.querySelector('#root main') : null;
  const inRegion = (action: HeldAction) => region?.contains(action.target) === true;
  if (frameLive) typedValues.handOver({ except: region });
  else document.documentElement.removeAttribute(APP_STATE_ATTRIBUTE);
  if (region) holdRegion(region, held.filter(inRegion));
  void replayInTurn(held.filter((action) => !inRegion(action)));
}

// After React's commit, in which the page goes live: the replays are the visitor's events.
whenFrameLive(() => void nextTask().then(release));

function start() {
  if (beforeStart.signal.aborted) return;
  beforeStart.abort();
  // Nothing to start: the page stays as the server made it, and the browser acts as it would.
  if (!plan.entry) return release();
  // Every module announced first, so they download side by side, not as a waterfall.
  void fetchInBatches(plan.preload, 'module', nextTask)
    .asked.then(nextTask)
    .then(() => import(/* @vite-ignore */ plan.entry))
    .then(
      () => setTimeout(() => isFrameLive() || release(), LIVE_WITHIN_MS),
      (error: unknown) => {
        console.error('The page could not start:', error);
        release();
      },
    );
}

if (document.readyState === 'complete') start();
else {
  const { signal } = beforeStart;
  addEventListener('load', start, { signal });
  for (const type of early) addEventListener(type, start, { capture: true, passive: true, signal });
}
