/**
 * A visitor's actions on the server's HTML before the page is live, held and then replayed on the
 * same elements (docs/decisions/0022-early-action-replay.md). Before then no React handler is on
 * the page, or React has one only for the frame and would drop an event on the page region it has
 * not hydrated yet; so until the page is live every action is held here, in order, and none reaches
 * the page's own listeners twice.
 *
 * What is held, and what is left to the browser:
 * - a click (a tap is one): held unless it opens a new tab or window (a modifier key, a middle
 *   button, `target="_blank"`), leaves the site or downloads, which the app never handles and
 *   which a replay could not do (a pop-up needs the visitor's own gesture), or only focuses a
 *   text field (on the field or its label), which the browser does at once; on a slow
 *   connection, a link to another page of the site is left to the browser too (below);
 * - a form's submission: held (a click on its button is already held, so this is the Enter key
 *   and password managers);
 * - Escape: replayed (the browser does nothing with it; the app closes what is open). Other keys
 *   act at once as the browser makes them: typing stays in its field, Tab moves focus, Enter and
 *   Space on a control make a click, which is held.
 */
import { requestsAreSlow } from './connection';

export interface HeldAction {
  /** The element the action was made on. */
  readonly target: Element;
  /** Replays the action on its element, if that element is still on the page. */
  replay(): void;
}

/** Enough for any real visitor; a stuck finger or a script cannot grow the queue without end. */
const MOST_HELD = 25;

function opensElsewhere(event: MouseEvent, link: HTMLAnchorElement | null): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return true;
  if (!link) return false;
  if (link.hasAttribute('download')) return true;
  if (link.target && link.target !== '_self') return true;
  return link.origin !== location.origin;
}

/**
 * A text field, or the label of one: the browser focuses the field at once, which is all such a
 * click does. Held, the focus would wait and then jump there while the visitor is elsewhere.
 */
function focusesTextField(target: Element): boolean {
  const label = target.closest('label');
  const field = label ? label.control : target;
  if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) return true;
  if (field instanceof HTMLElement && field.isContentEditable) return true;
  return field instanceof HTMLInputElement && !CLICKED_INPUTS.has(field.type);
}

/**
 * A link to another page of the site, on a slow connection: the browser brings the prerendered
 * page in one request, where a held tap would wait for the code to start and then, its page's
 * code still absent, be followed by the browser all the same (decision 0059). A link to a file
 * (a photo the gallery opens in its viewer) is held as before.
 */
function leavesForAnotherPage(link: HTMLAnchorElement | null): boolean {
  if (!link || link.pathname === location.pathname || /\.\w+$/.test(link.pathname)) return false;
  return requestsAreSlow();
}

/** Inputs whose click does something (toggles, submits, opens a picker) and is replayed. */
const CLICKED_INPUTS = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file']);

function heldClick(event: MouseEvent, target: Element): HeldAction {
  const init: MouseEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    detail: event.detail,
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
    button: event.button,
  };
  // A dispatched click runs the element's own behaviour too (a link navigates, a checkbox
  // toggles, a submit button submits) unless the app's handler prevents it, as a tap would.
  return {
    target,
    replay: () => target.isConnected && target.dispatchEvent(new MouseEvent('click', init)),
  };
}

function heldSubmit(form: HTMLFormElement, submitter: HTMLElement | null): HeldAction {
  return {
    target: form,
    replay() {
      if (!form.isConnected) return;
      const button = submitter && 'form' in submitter && submitter.form === form ? submitter : null;
      form.requestSubmit(button);
    },
  };
}

function heldKey(event: KeyboardEvent, target: Element): HeldAction {
  const init: KeyboardEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    key: event.key,
    code: event.code,
  };
  return {
    target,
    replay: () => target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', init)),
  };
}

/**
 * A link to a fragment of this very page (the skip link to #main): it changes the address, which
 * a region that has not hydrated yet cannot follow without being rendered anew.
 */
function toFragmentHere(link: HTMLAnchorElement | null): boolean {
  if (!link?.hash || link.origin !== location.origin) return false;
  return link.pathname === location.pathname && link.search === location.search;
}

function toHold(event: Event, within: Element | undefined): HeldAction | null {
  if (!event.isTrusted || !(event.target instanceof Element)) return null;
  const target = event.target;
  const outside = within && !within.contains(target);
  if (outside && !(event.type === 'click' && toFragmentHere(target.closest('a')))) return null;
  if (event.type === 'click') {
    const click = event as MouseEvent;
    const link = target.closest('a');
    if (opensElsewhere(click, link) || focusesTextField(target)) return null;
    if (leavesForAnotherPage(link)) return null;
    return heldClick(click, target);
  }
  if (event.type === 'submit' && target instanceof HTMLFormElement)
    return heldSubmit(target, (event as SubmitEvent).submitter);
  if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape')
    return heldKey(event as KeyboardEvent, target);
  return null;
}

interface HoldOptions {
  /**
   * Holds only what is done inside this element (a page region that hydrates later), and clicks
   * on links to a fragment of the page anywhere.
   */
  within?: Element;
  /** Actions already held, to keep ahead of the new ones. */
  held?: readonly HeldAction[];
}

/**
 * Starts holding clicks, submissions and Escape on the page. `onHeld` runs after each held one;
 * `stop()` ends the holding and returns what was held, oldest first.
 */
export function holdEarlyActions(
  onHeld: () => void,
  { within, held: before = [] }: HoldOptions = {},
) {
  const held: HeldAction[] = [...before];
  const types = ['click', 'submit', 'keydown'] as const;
  const hold = (event: Event) => {
    const action = toHold(event, within);
    if (!action) return;
    // Not the browser's own behaviour (a navigation, a native submission), nor any listener's.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length < MOST_HELD) held.push(action);
    onHeld();
  };
  for (const type of types) addEventListener(type, hold, { capture: true });
  return {
    stop(): HeldAction[] {
      for (const type of types) removeEventListener(type, hold, { capture: true });
      return held.splice(0);
    },
  };
}
