/**
 * The starter (`START_LOADER_FILE`): starts the shell the `clinic-start` plan names once the page
 * has loaded, or at the first touch, click, key or focus: the composed page is whole without
 * scripts, so its images come first (decision 0020). Until the page is live, what the visitor
 * does is held, then replayed on the same elements (decision 0022).
 */
import {
  START_PLAN_ELEMENT_ID,
  type StartPlan,
} from '@clinic/contracts/federation/page-host-contract';
import { nextTask } from '@clinic/browser-kit/async/next-task';
import { noteTypedValues } from '@clinic/browser-kit/dom/typed-values';
import { holdEarlyActions, type HeldAction } from './early-actions';
import { fetchInBatches } from './fetch-in-batches';
import { APP_STATE_ATTRIBUTE, frameLive, pageLive } from './page-live';

const planElement = document.getElementById(START_PLAN_ELEMENT_ID);
const plan = JSON.parse(planElement?.textContent ?? '{"entry":"","preload":[]}') as StartPlan;
const early = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'click', 'submit'];
const beforeStart = new AbortController();

/**
 * From the code's arrival, how long the page may take to go live before the browser acts on what
 * was held: a shell that throws would leave taps unanswered.
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
  if (!pageLive.isLive()) document.documentElement.setAttribute(APP_STATE_ATTRIBUTE, 'starting');
}

const holding = frameLive.isLive() ? null : holdEarlyActions(() => (showStarting(), start()));
const typedValues = noteTypedValues();

/** Holds what is done in an `after-frame` region till the page is live (a failed one goes live). */
function holdRegion(region: Element, held: HeldAction[]) {
  if (held.length) showStarting();
  else document.documentElement.removeAttribute(APP_STATE_ATTRIBUTE);
  const regionHolding = holdEarlyActions(showStarting, region);
  pageLive.when(async () => {
    await nextTask();
    typedValues.handOver({ within: region });
    void replayInTurn([...held, ...regionHolding.stop()]);
  });
}

/** Ends the holding: through the app on a live page, else as the browser would. */
function release() {
  const held = holding?.stop() ?? [];
  const frameIsLive = frameLive.isLive();
  const region = frameIsLive && !pageLive.isLive() ? document.querySelector('#root main') : null;
  const inRegion = (action: HeldAction) => region?.contains(action.target) === true;
  if (frameIsLive) typedValues.handOver({ except: region });
  else document.documentElement.removeAttribute(APP_STATE_ATTRIBUTE);
  if (region) holdRegion(region, held.filter(inRegion));
  void replayInTurn(held.filter((action) => !inRegion(action)));
}

// After React's commit, in which the page goes live: the replays are the visitor's events.
frameLive.when(() => void nextTask().then(release));

function start() {
  if (beforeStart.signal.aborted) return;
  beforeStart.abort();
  // Nothing to start: the page stays as the server made it, and the browser acts as it would.
  if (!plan.entry) return release();
  // Every module announced first, so they download side by side, not as a waterfall.
  void fetchInBatches(plan.preload, 'module', nextTask)
    .linked.then(nextTask)
    .then(() => import(/* @vite-ignore */ plan.entry))
    .then(
      () => setTimeout(() => frameLive.isLive() || release(), LIVE_WITHIN_MS),
      (error: unknown) => {
        console.error('The page could not start:', error);
        release();
      },
    );
}

if (document.readyState === 'complete') start();
else
  for (const type of ['load', ...early])
    addEventListener(type, start, { capture: true, passive: true, signal: beforeStart.signal });
